import type { AutoReplyTexts } from "./pt-BR"

export const autoReplyEn: AutoReplyTexts = {
  autoReply: {
    title: "Auto-reply",
    intro:
      "Flows that answer customers on their own: each step sends a message and each action takes the " +
      "customer's answer to another step, a queue or a user.",
    add: "New auto-reply",
    loading: "Loading…",
    loadFailed: "The auto-replies could not be loaded.",
    empty: "No auto-replies yet.",
    readOnly: "Only administrators change auto-replies.",
    active: "Active",
    inactive: "Inactive",
    testNumber: "Test number: {{number}}",
    stepCount: "{{count}} step(s)",
    edit: "Edit",
    delete: "Delete",
    saved: "Auto-reply saved.",
    deleted: "Auto-reply deleted.",
    form: {
      createTitle: "New auto-reply",
      editTitle: "Edit auto-reply",
      description: "Description",
      active: "Active",
      testNumber: "Test number",
      testNumberHint: "Optional: with country and area code, only this number gets the auto-reply while you test.",
      save: "Save",
      close: "Close",
      required: "This field is required.",
      tooLong: "Use at most {{max}} characters.",
      invalid: "Invalid value."
    },
    steps: {
      title: "Steps",
      empty: "No steps yet. Add the initial step.",
      initial: "Initial step",
      message: "Message",
      initialStep: "Initial step",
      add: "Add step",
      save: "Save step",
      edit: "Edit step",
      delete: "Delete step",
      cancel: "Cancel",
      saved: "Step saved.",
      deleted: "Step deleted."
    },
    actions: {
      title: "Actions",
      empty: "No actions in this step.",
      key: "Key (the customer's answer)",
      destination: "Destination",
      none: "None",
      step: "Next step",
      queue: "Queue",
      user: "User",
      target: "Choose",
      choose: "Select…",
      replyMessage: "Return message",
      add: "Add action",
      save: "Save action",
      edit: "Edit",
      delete: "Delete",
      cancel: "Cancel",
      toStep: "Step: {{name}}",
      toQueue: "Queue: {{name}}",
      toUser: "User: {{name}}",
      toNone: "No destination",
      saved: "Action saved.",
      deleted: "Action deleted."
    },
    remove: {
      title: "Delete auto-reply",
      text: "Delete the auto-reply “{{name}}” with its steps and actions? This cannot be undone.",
      confirm: "Delete"
    },
    removeStep: {
      title: "Delete step",
      text: "Delete the step “{{name}}” and its actions?",
      confirm: "Delete"
    }
  }
}
