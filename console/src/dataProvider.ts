import simpleRestProvider from "ra-data-simple-rest"
import type { DataProvider, DeleteParams, RaRecord } from "react-admin"
import { httpClient, serverUrl } from "./httpClient.ts"

// The console API follows the ra-data-simple-rest contract under /admin (runtime/API.md).
const base = simpleRestProvider(serverUrl("/admin"), httpClient)

/** `meta.newUserId` of a user delete: who inherits the deleted user's tickets (spec part 1 §5). */
export type UserDeleteMeta = { newUserId: number | string }

async function deleteUser<RecordType extends RaRecord>(params: DeleteParams<RecordType>) {
  const heir = (params.meta as UserDeleteMeta | undefined)?.newUserId
  const query = heir === undefined ? "" : `?newUserId=${encodeURIComponent(String(heir))}`
  const { json } = await httpClient(serverUrl(`/admin/users/${encodeURIComponent(String(params.id))}${query}`), {
    method: "DELETE"
  })
  const record = json && typeof json === "object" && "id" in json ? json : { ...params.previousData, id: params.id }
  return { data: record as RecordType }
}

export const dataProvider: DataProvider = {
  ...base,
  delete: (resource, params) => (resource === "users" ? deleteUser(params) : base.delete(resource, params))
}
