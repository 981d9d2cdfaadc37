// The reproductions of issue 32's finding 1 (decision 048), over real HTTP to
// the production server: signed in as an editor or a salesperson, what their
// role does not include is refused, and nothing is stored or sent.
import { describe, expect, it } from "vitest";
import { withDatabase, serverErrorCount } from "./support.ts";
import {
  PRIVATE,
  PRODUCT,
  REQUESTER,
  SALES,
  dataRedirect,
  leadId,
  proofId,
  requestId,
  send,
  server,
  smtp,
  withStaffRolesServer,
} from "./staff-roles.test-support.ts";

withStaffRolesServer();

describe("the issue's reproductions, signed in as an editor or a salesperson", () => {
  it("an editor cannot open the staff accounts in any letter case", async () => {
    for (const target of ["/admin/staff", "/admin/Staff", "/ADMIN/STAFF/", "/admin/Staff.data"]) {
      const answer = await send("editor", "GET", target);
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).not.toContain(SALES.email);
    }
  });

  it("an editor gets no lead from /admin.data: sent to the catalogue instead", async () => {
    for (const target of ["/admin.data", "/Admin.data", "/admin.data?_routes=routes%2Fadmin%2Finbox"]) {
      const answer = await send("editor", "GET", target);
      expect(dataRedirect(answer), target).toBe("/admin/catalogue");
      for (const text of PRIVATE) expect(answer.body, target).not.toContain(text);
    }
  });

  it("an editor cannot invite an owner: 403, no invitation stored, no e-mail sent", async () => {
    const invitee = "mallory@example.co.za";
    for (const target of ["/admin/Staff", "/admin/staff.data", "/ADMIN/STAFF"]) {
      const answer = await send("editor", "POST", target, { intent: "invite", email: invitee, role: "owner" });
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).toContain("Your role does not include this change. Ask an owner if you need it.");
    }
    const stored = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select count(*) as n from staff_invitations where email = ?").get(invitee) as { n: number },
    );
    expect(stored.n).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // an outbox poll or more
    expect(smtp.messages.filter((message) => message.to.includes(invitee))).toEqual([]);
  });

  it("an editor cannot erase a customer's data", async () => {
    const answer = await send("editor", "POST", `/admin/Privacy-requests/${requestId}`, { confirmErase: "yes" });
    expect(answer.status).toBe(403);
    const row = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select full_name, anonymised_at from leads where id = ?").get(requestId) as object,
    );
    expect(row).toEqual({ full_name: REQUESTER.name, anonymised_at: null });
  });

  it("an editor cannot download a proof of payment", async () => {
    for (const target of [
      `/admin/Leads/${leadId}/proofs/${proofId}`,
      `/admin/leads/${leadId}/proofs/${proofId}.data`,
    ]) {
      const answer = await send("editor", "GET", target);
      expect(answer.status, target).toBe(403);
      expect(answer.body, target).not.toContain("%PDF");
    }
    // The owner's download works, so the refusal above is the role's.
    expect((await send("owner", "GET", `/admin/leads/${leadId}/proofs/${proofId}`)).body).toContain("%PDF");
  });

  it("a salesperson cannot publish a catalogue product at R0.01", async () => {
    const changes = () =>
      withDatabase(server.databaseFile, (db) =>
        db
          .prepare(
            "select (select count(*) from catalogue_drafts) as drafts, (select count(*) from catalogue_audit) as published",
          )
          .get(),
      );
    const before = changes();
    for (const target of [`/admin/Catalogue/products/${PRODUCT}`, `/admin/catalogue/products/${PRODUCT}.data`]) {
      for (const intent of ["save", "publish"]) {
        const answer = await send("sales", "POST", target, { intent, hirePrice: "0.01", priceOverride: "0.01" });
        expect(answer.status, `${intent} ${target}`).toBe(403);
      }
    }
    expect(changes()).toEqual(before);
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
