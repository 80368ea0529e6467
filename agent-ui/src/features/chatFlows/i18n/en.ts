import type { ChatFlowsTexts } from "./pt-BR"

export const chatFlowsEn: ChatFlowsTexts = {
  chatFlows: {
    title: "Chatbot flows",
    intro: "Automatic menus that greet customers and take them to the right queue or agent.",
    add: "New flow",
    loadFailed: "The flows could not be loaded.",
    loading: "Loading flows…",
    empty: "No flows yet.",
    name: "Name",
    status: "Status",
    updated: "Changed",
    actions: "Actions",
    activeYes: "Active",
    activeNo: "Inactive",
    open: "Open",
    duplicate: "Duplicate",
    download: "Download JSON",
    delete: "Delete",
    duplicated: "Copy created: {{name}}",
    created: "Flow created.",
    deleted: "Flow deleted.",
    saved: "Flow saved.",
    newTitle: "New flow",
    required: "Required field.",
    active: "Active",
    create: "Create and open",
    save: "Save",
    back: "Flows",
    description: "Description",
    testNumber: "Test number",
    testNumberHint: "With a number, only that contact's tickets go through the flow (for testing).",
    noFlowChosen: "No flow chosen: open a flow from the list.",
    leaveUnsaved: "There are unsaved changes. Leave anyway?",
    dismiss: "Dismiss",
    panel: "Properties",
    cycleTitle: "The flow has a loop",
    cycle: "{{title}}: {{path}}",
    import: {
      button: "Import JSON",
      notJson: "The file is not valid JSON.",
      notFlow: "The file is not an exported flow (format atende.chatflow).",
      done: "Flow imported: {{name}}"
    },
    remove: {
      title: "Delete flow",
      text: "Delete the flow “{{name}}”? This cannot be undone.",
      confirm: "Delete",
      item: "Remove"
    },
    node: {
      start: "Start",
      toQueue: "→ Queue: {{name}}",
      toUser: "→ User: {{name}}",
      close: "→ Close",
      more: "+{{count}} message(s)"
    },
    interaction: {
      text: "Text",
      media: "Media",
      buttons: "Buttons",
      list: "List",
      file: "File",
      upload: "Choose file",
      uploading: "Uploading…",
      uploadFailed: "The file could not be uploaded: {{error}}",
      noFile: "No file chosen.",
      mediaHint: "An image, video, audio or PDF of at most 5 MB.",
      caption: "Caption",
      buttonLabel: "Button {{n}}",
      addButton: "+ Button",
      choiceHint: "The customer's choice can be used as a condition's keyword.",
      listButton: "List button text",
      rowTitle: "Option {{n}}",
      rowDescription: "Description",
      addRow: "+ Option"
    },
    condition: {
      title: "Condition {{n}}",
      type: "Condition type",
      keywords: "Keywords",
      anyAnswer: "Any answer",
      noKeywords: "(no keywords)",
      then: "Then",
      add: "+ Condition"
    },
    action: {
      close: "Close the ticket",
      step: "Next step",
      queue: "Queue",
      user: "User"
    },
    step: {
      add: "Step",
      name: "Step name",
      newName: "Step {{n}}",
      unnamed: "(no name)",
      interactions: "Messages",
      interactionsHint: "What the bot sends in this step, in order.",
      conditions: "Conditions",
      conditionsHint:
        "When the customer's answer matches, the action is taken. Connect the condition's handle to a " +
        "step in the drawing, or choose a queue, a user or close.",
      delete: "Delete step"
    },
    settings: {
      title: "Flow settings",
      messages: "Messages",
      welcomeMessage: "Welcome message",
      closingMessage: "Closing message",
      absenceMessage: "Absence message (outside business hours)",
      invalidMessage: "Invalid option message",
      keywordsTitle: "Keywords",
      keywords: "Words that start the flow",
      keywordsHint: "Separated by commas. Empty: every new ticket of the channel starts the flow.",
      offKeywords: "Words that turn the bot off",
      offKeywordsHint: "The ticket leaves the bot and waits for an agent.",
      restartKeywords: "Words that restart the flow",
      restartKeywordsHint: "Go back to the first step.",
      limits: "Limits",
      maxAttempts: "Maximum attempts",
      waitMinutes: "Wait time (minutes, 0 = no limit)",
      limitAction: "When the limit is reached",
      autoDistribute: "Automatic distribution",
      distribute: {
        none: "None",
        balance: "Balanced",
        random: "Random"
      },
      closeTicketOnTimeout: "Close the ticket when the wait time is over"
    },
    refused: {
      self: "Connection refused: a step cannot link to itself.",
      cycle: "Connection refused: it would form a loop ({{path}})."
    },
    layout: {
      label: "Layout",
      choose: "Arrange…",
      force: "Force directed",
      hubRadial: "Hub radial",
      tree: "Tree",
      level: "Levels",
      circle: "Circle",
      grid: "Grid"
    },
    zoom: {
      label: "Zoom",
      in: "Zoom in",
      out: "Zoom out",
      fit: "Fit to screen",
      full: "Full screen",
      exitFull: "Exit full screen"
    },
    fields: {
      name: "name",
      text: "text",
      label: "button text",
      title: "option title",
      buttonText: "list button text",
      keywords: "keywords",
      url: "file",
      testNumber: "test number (8 to 15 digits)",
      other: "invalid field"
    },
    invalid: {
      step: "Check the step “{{step}}”: {{field}}.",
      flow: "Check the flow: {{field}}.",
      graph: "The flow has invalid connections."
    },
    help: {
      button: "Help (F1)",
      title: "Builder help",
      steps: {
        title: "Steps",
        text: "“+ Step” creates a step; click it to edit its name, messages and conditions in the side panel."
      },
      connect: {
        title: "Connections",
        text:
          "Drag from the handle on the right of a condition (or of Start) to the handle on the left of " +
          "another step. Select a connection and press Delete to remove it."
      },
      conditions: {
        title: "Conditions",
        text:
          "Keywords are compared, ignoring accents and case, with the whole answer, the button or the " +
          "list option chosen; the first matching condition wins."
      },
      loops: {
        title: "No loops",
        text: "A step cannot link to itself, and no connection can lead back to an earlier step."
      },
      layouts: {
        title: "Layouts",
        text: "“Arrange…” places the steps again: force directed, hub radial, tree, levels, circle or grid."
      },
      keys: {
        title: "Keys",
        text: "F1 opens and closes this help; Delete removes the selected step or connection; the wheel zooms."
      },
      save: {
        title: "Save and export",
        text: "“Save” stores the flow; “Download JSON” downloads what is on screen, to import from the flow list."
      }
    }
  }
}
