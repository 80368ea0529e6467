import type { ContactsTexts } from "./pt-BR"

export const contactsEn: ContactsTexts = {
  contacts: {
    title: "Contacts",
    intro: "The people who talk to your company: their details, tags, wallet and notes.",
    loading: "Loading…",
    views: { label: "View", table: "Table", notes: "Notes" },
    toolbar: {
      label: "Contact actions",
      new: "New contact",
      import: "Import",
      export: "Export",
      sync: "Sync",
      syncUnavailable: "Available once a WhatsApp connection exists.",
      duplicates: "Delete duplicates"
    },
    export: {
      csv: "CSV spreadsheet",
      xlsx: "Excel spreadsheet (XLSX)",
      busy: "Exporting…",
      done: "File {{name}} downloaded."
    },
    search: {
      label: "Search by name, number or e-mail",
      hint: "Type at least two letters to search."
    },
    order: { label: "Order", newest: "Newest", name: "Name" },
    list: {
      actions: "Actions",
      open: "Open the contact {{name}}",
      loadFailed: "The contacts could not be loaded.",
      moreFailed: "More contacts could not be loaded.",
      empty: "No contacts yet.",
      emptySearch: "No contact matches this search.",
      loadMore: "Load more",
      loadingMore: "Loading more…"
    },
    fields: {
      name: "Name",
      firstName: "First name",
      lastName: "Last name",
      businessName: "Company",
      document: "CPF or CNPJ",
      birthday: "Date of birth",
      gender: "Gender",
      maritalStatus: "Marital status",
      source: "Source",
      number: "Number",
      email: "E-mail",
      instagram: "Instagram",
      telegramId: "Telegram ID",
      website: "Website",
      category: "Category",
      tags: "Tags",
      wallet: "Wallet",
      extraInfo: "Additional information"
    },
    genders: { male: "Male", female: "Female", nonBinary: "Non-binary" },
    maritalStatuses: {
      single: "Single",
      married: "Married",
      divorced: "Divorced",
      widowed: "Widowed",
      other: "Other"
    },
    form: {
      createTitle: "New contact",
      editTitle: "Edit contact",
      save: "Save",
      created: "Contact created.",
      saved: "Contact saved.",
      notInformed: "Not given",
      noTags: "No active tags. Tags are created in Settings.",
      noUsers: "No users found.",
      noWallet: "Nobody",
      noExtraInfo: "No additional information.",
      extraDescription: "Description",
      extraInformation: "Information",
      addExtra: "Add information",
      removeExtra: "Remove this information",
      sections: { person: "Personal details", reach: "Contact", organize: "Organisation" },
      hints: {
        number: "With the area code, such as (11) 98765-4321; from another country, start with + and the country code.",
        document: "A valid CPF or CNPJ only.",
        birthdayPlaceholder: "DD/MM/YYYY"
      },
      problems: {
        required: "This field is required.",
        numberOrEmail: "Give a number or an e-mail.",
        tooLong: "Use at most {{max}} characters.",
        invalid: "Invalid value."
      }
    },
    live: {
      changed:
        "Another user changed this contact. Saving sends only your edits; " +
        "the fields you did not touch keep their version.",
      load: "Load their version",
      deleted: "Another user deleted this contact; it can no longer be saved."
    },
    notes: {
      title: "Notes",
      noteTitle: "Title",
      description: "Description",
      add: "Add note",
      loadFailed: "The notes could not be loaded.",
      empty: "No notes about this contact.",
      by: "by {{name}}",
      unknownUser: "removed user",
      delete: "Delete",
      confirmDelete: "Delete this note?",
      openContact: "Open contact"
    },
    delete: {
      action: "Delete",
      of: "Delete the contact {{name}}",
      title: "Delete contact",
      text: "Delete the contact “{{name}}” with its tags, information and notes? This cannot be undone.",
      confirm: "Delete",
      done: "Contact deleted."
    },
    picker: {
      label: "Search a contact by name, number or e-mail",
      none: "No contact found."
    },
    chat: {
      label: "Contact list",
      title: "Contacts",
      back: "← Tickets",
      open: "Open the ticket of {{name}}",
      choose: "Choose a contact to open their ticket.",
      existingTitle: "Open ticket",
      existingText: "{{name}} already has an open ticket. Open that ticket?",
      openExisting: "Open ticket"
    },
    duplicates: {
      title: "Delete duplicates",
      intro:
        "Contacts with the same number or e-mail. In each group, choose the contact to keep; the others " +
        "are merged into it (tickets, tags, notes and information).",
      loadFailed: "The duplicates could not be looked for.",
      none: "No duplicate contacts.",
      count: "Groups of duplicates: {{count}}",
      reason: { phone: "Same number: {{value}}", email: "Same e-mail: {{value}}" },
      created: "Created on {{date}}",
      kept: "Kept",
      merge: "Merge",
      mergeAll: "Merge all",
      merged: "Contacts merged: {{count}}.",
      undo: "Undo",
      recent: "Recent merges",
      recentFailed: "The recent merges could not be loaded.",
      noRecent: "No recent merges.",
      mergedInto: "{{names}} merged into {{name}}",
      by: "by {{name}}",
      undone: "Undone"
    },
    import: {
      title: "Import contacts",
      stepsLabel: "Import steps",
      steps: { file: "File", mapping: "Columns", running: "Import" },
      fileIntro:
        "Upload a CSV or XLSX spreadsheet of up to 20 MB. The first row must name the columns; a contact " +
        "that exists already (same number or e-mail) is updated.",
      file: "File",
      format: "Choose a CSV or XLSX file.",
      empty: "The file is empty.",
      tooLarge: "The file is over 20 MB.",
      upload: "Upload",
      uploading: "Uploading…",
      mappingIntro: "{{name}}: {{count}} row(s). Say what each column fills in.",
      column: "Column",
      field: "Contact field",
      sample: "Examples",
      sampleRows: "First rows of the file ({{count}})",
      unnamed: "Column {{index}}",
      fieldOf: "Field of the column {{column}}",
      ignore: "Do not import",
      issues: {
        noName: "Choose the column of the name.",
        noNumberOrEmail: "Choose the column of the number or the one of the e-mail."
      },
      check: "Check",
      checkFirst: "Check before importing.",
      run: "Import",
      checkCounts: {
        rows: "Rows",
        valid: "Valid",
        invalid: "With errors",
        creates: "New contacts",
        updates: "Updates",
        unchanged: "Unchanged"
      },
      errorsTitle: "Rows that will not be imported",
      rowColumn: "Row {{row}}, column {{column}}:",
      row: "Row {{row}}:",
      moreErrors: "And {{count}} more row(s) with errors.",
      progressLabel: "Import progress",
      progress: "{{processed}} of {{total}} rows ({{percent}}%)",
      starting: "Starting…",
      hide: "Close (the import goes on)",
      close: "Close",
      done: "Import finished.",
      failed: "The import stopped before the end.",
      summaryCounts: { created: "Created", updated: "Updated", unchanged: "Unchanged", invalid: "With errors" }
    }
  }
}
