// Splitting a full name for the lead payload. On its own so that browser code
// (the equipment assistant) can use it without the payload's schemas.

/** 'Thandi van der Merwe' -> name 'Thandi', surname 'van der Merwe' (split on the first space). */
export function splitFullName(fullName: string): { name: string; surname: string; fullname: string } {
  const fullname = fullName.trim().replace(/\s+/g, " ");
  const space = fullname.indexOf(" ");
  if (space === -1) return { name: fullname, surname: "", fullname };
  return { name: fullname.slice(0, space), surname: fullname.slice(space + 1), fullname };
}
