import { ROLES } from "../team/roles";
import { z } from "../zod";
import { subscriberEmailSchema } from "./subscriber";
import { PASSWORD_MIN_LENGTH } from "./password-length";

const name = z.string({ error: "is required and must be text" }).trim().min(1, "must not be empty").max(120);
const role = z.enum(ROLES, { error: `must be one of ${ROLES.join(", ")}` });

/** POST /edmNews/team: who is invited, and as what. */
export const invitationSchema = z.object({ email: subscriberEmailSchema, name, role });

/** PATCH /edmNews/team/{id}: a new role, or the account deactivated or active again. */
export const memberPatchSchema = z
  .object({ role: role.optional(), status: z.enum(["active", "deactivated"]).optional() })
  .refine((patch) => patch.role !== undefined || patch.status !== undefined, "names a role or a status");

const password = z.string().min(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`).max(1024);
const linkToken = (what: string) => z.string().regex(/^[\w-]{43}$/, `is not ${what}`);

/** POST /session/bienvenida: the invitation's link, and the name and password the person chooses. */
export const welcomeSchema = z.object({ token: linkToken("an invitation's link"), name, password });

/** POST /session/olvido: the address a reset link is asked for. */
export const forgottenPasswordSchema = z.object({ email: subscriberEmailSchema });

/** POST /session/nueva-clave: the reset's link and the new password. */
export const newPasswordSchema = z.object({ token: linkToken("a password reset's link"), password });

/** POST /session/codigo: a code of the person's authenticator (six digits) or a recovery code (ten signs). */
export const secondFactorSchema = z.object({
  code: z.string({ error: "is required and must be text" }).trim().min(1, "must not be empty").max(32),
});

/** POST /edmNews/keys: what the person calls the new key, to tell it from their others. */
export const apiKeySchema = z.object({ name });

/** PATCH /edmNews/account: the person's own name, as the newsroom sees it. */
export const accountPatchSchema = z.object({ name });

/** PUT /edmNews/account/password: the current password, and the new one. */
export const passwordChangeSchema = z.object({
  current: z.string({ error: "is required and must be text" }).min(1, "must not be empty").max(1024),
  password,
});

/** PUT /edmNews/team/security: whether Editors and Administradores must sign in with a second factor. */
export const teamSecuritySchema = z.object({
  secondFactorRequired: z.boolean({ error: "is required and must be true or false" }),
});
