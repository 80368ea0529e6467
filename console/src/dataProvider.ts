import simpleRestProvider from "ra-data-simple-rest"
import { httpClient, serverUrl } from "./httpClient.ts"

// The console API follows the ra-data-simple-rest contract under /admin (runtime/API.md).
export const dataProvider = simpleRestProvider(serverUrl("/admin"), httpClient)
