import type { BusinessHoursTexts } from "./pt-BR"

export const businessHoursEs: BusinessHoursTexts = {
  businessHours: {
    title: "Horario de atención",
    intro:
      "Para cada día de la semana: abierto todo el día, cerrado o abierto en franjas horarias. Fuera del horario, " +
      "el cliente recibe el mensaje de ausencia una vez por atención.",
    timeZone: "Zona horaria de la empresa: {{zone}}",
    openNow: "Abierto ahora",
    closedNow: "Cerrado ahora",
    loading: "Cargando…",
    loadFailed: "No se pudo cargar el horario de atención.",
    day: "Día",
    mode: "Modo",
    modes: { open: "Abierto", closed: "Cerrado", hours: "Franja horaria" },
    start: "Inicio",
    end: "Fin",
    addRange: "Añadir franja",
    removeRange: "Quitar franja",
    absenceMessage: "Mensaje de ausencia",
    absenceHint:
      "Se envía fuera del horario, una vez por atención. Vacío: no se envía nada. Acepta {{name}} y otras variables.",
    save: "Guardar",
    saved: "Horario de atención guardado.",
    weekdays: {
      "0": "Domingo",
      "1": "Lunes",
      "2": "Martes",
      "3": "Miércoles",
      "4": "Jueves",
      "5": "Viernes",
      "6": "Sábado"
    },
    problems: {
      format: "Use el formato HH:mm (24:00 para medianoche).",
      order: "El inicio debe ser anterior al fin; una franja no puede pasar de la medianoche.",
      overlap: "Esta franja se superpone con otra.",
      required: "Añada al menos una franja.",
      tooLong: "El texto es demasiado largo.",
      invalid: "Valor no válido."
    },
    availability: {
      title: "Disponibilidad de los usuarios",
      intro: "Los turnos en que atiende cada usuario, por día de la semana. Las citas usan esta disponibilidad.",
      users: "Usuarios",
      empty: "Ningún usuario.",
      defaults: "Predeterminada (lun. a vie., 08:00-18:00)",
      days: "{{count}} día(s) con turnos",
      editing: "Disponibilidad de {{name}}",
      choose: "Elija un usuario para editar.",
      shifts: { morning: "Mañana", afternoon: "Tarde", evening: "Noche", fullDay: "Día completo" },
      save: "Guardar disponibilidad",
      saved: "Disponibilidad guardada."
    }
  }
}
