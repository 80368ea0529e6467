import type { BusinessHoursTexts } from "./pt-BR"

export const businessHoursEn: BusinessHoursTexts = {
  businessHours: {
    title: "Business hours",
    intro:
      "For each weekday: open all day, closed, or open in hour ranges. Outside business hours the customer " +
      "gets the absence message once per ticket.",
    timeZone: "Company time zone: {{zone}}",
    openNow: "Open now",
    closedNow: "Closed now",
    loading: "Loading…",
    loadFailed: "The business hours could not be loaded.",
    day: "Day",
    mode: "Mode",
    modes: { open: "Open", closed: "Closed", hours: "Hour range" },
    start: "Start",
    end: "End",
    addRange: "Add range",
    removeRange: "Remove range",
    absenceMessage: "Absence message",
    absenceHint:
      "Sent outside business hours, once per ticket. Empty: nothing is sent. Takes {{name}} and other variables.",
    save: "Save",
    saved: "Business hours saved.",
    weekdays: {
      "0": "Sunday",
      "1": "Monday",
      "2": "Tuesday",
      "3": "Wednesday",
      "4": "Thursday",
      "5": "Friday",
      "6": "Saturday"
    },
    problems: {
      format: "Use HH:mm (24:00 for midnight).",
      order: "The start must be before the end; a range cannot cross midnight.",
      overlap: "This range overlaps another one.",
      required: "Add at least one range.",
      tooLong: "The text is too long.",
      invalid: "Invalid value."
    },
    availability: {
      title: "User availability",
      intro: "The shifts each user works, by weekday. Appointments use this availability.",
      users: "Users",
      empty: "No users.",
      defaults: "Default (Mon-Fri, 08:00-18:00)",
      days: "{{count}} day(s) with shifts",
      editing: "Availability of {{name}}",
      choose: "Choose a user to edit.",
      shifts: { morning: "Morning", afternoon: "Afternoon", evening: "Evening", fullDay: "Full day" },
      save: "Save availability",
      saved: "Availability saved."
    }
  }
}
