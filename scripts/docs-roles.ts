// npm run docs:roles: writes docs/roles.md (the role matrix) from the catalogue of staff actions.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ROLES_DOC_PATH, renderRolesDoc } from "~/features/staff/roles-doc.server";

const target = path.resolve(import.meta.dirname, "..", ROLES_DOC_PATH);
writeFileSync(target, renderRolesDoc());
console.log(`Wrote ${ROLES_DOC_PATH}`);
