/** The contacts feature's migrations, in order (the runner and its rules: platform/store/migrations.ts). */
import type { Migration } from "../../../platform/store/migrations"
import { contacts } from "./001_contacts"
import { imports } from "./002_imports"
import { merges } from "./003_merges"
import { searchText } from "./004_search_text"
import { search } from "./005_search"

export const migrations: ReadonlyArray<Migration> = [contacts, imports, merges, searchText, search]
