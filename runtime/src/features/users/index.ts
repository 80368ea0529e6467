/**
 * The public module of the users feature: all that other features, server/, tests, cli/ and
 * scripts/ use of it. Inside the feature, files import each other directly.
 */
export { type DeleteUser, deleteUser } from "./actor/deleteUser"
export {
  createUser,
  createUserHashed,
  setUserPassword,
  updateUser,
  type UserInput,
  type UserPatch
} from "./actor/users"
export { adminUserRoutes } from "./http/adminUsers"
export { userExtraRoutes } from "./http/userExtras"
export { userRoutes } from "./http/users"
export { migrations } from "./migrations/migrations"
export {
  findUserForLogin,
  getUser,
  listTenantUsers,
  type PublicUser,
  queueIdsOf,
  tenantOfUser,
  userQueues,
  type UserRow
} from "./store/Users"
export { endUserSessions, setPassword } from "./store/UserWrites"
