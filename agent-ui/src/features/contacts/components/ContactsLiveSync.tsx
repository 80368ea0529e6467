import { useContactsLive } from "../hooks/useContactsLive"

/** Applies the tenant's contact live events to the contacts cache, whatever screen is shown; renders nothing. */
export function ContactsLiveSync() {
  useContactsLive()
  return null
}
