// Before every unit test file: new staff passwords are hashed at a low scrypt
// cost, so a test that creates accounts does not spend a second on each.
// The production cost is tested once, in app/features/staff/auth/password.server.test.ts.
import { TEST_SCRYPT, hashNewPasswordsWith } from "#app/features/staff/auth/password.server.ts";

hashNewPasswordsWith(TEST_SCRYPT);
