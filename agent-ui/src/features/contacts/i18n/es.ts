import type { ContactsTexts } from "./pt-BR"

export const contactsEs: ContactsTexts = {
  contacts: {
    title: "Contactos",
    intro: "Las personas que hablan con su empresa: datos, etiquetas, cartera y notas.",
    loading: "Cargando…",
    views: { label: "Vista", table: "Tabla", notes: "Notas" },
    toolbar: {
      label: "Acciones de los contactos",
      new: "Nuevo contacto",
      import: "Importar",
      export: "Exportar",
      sync: "Sincronizar",
      syncUnavailable: "Disponible cuando exista una conexión de WhatsApp.",
      duplicates: "Eliminar duplicados"
    },
    export: {
      csv: "Hoja CSV",
      xlsx: "Hoja de Excel (XLSX)",
      busy: "Exportando…",
      done: "Archivo {{name}} descargado."
    },
    search: {
      label: "Buscar por nombre, número o correo",
      hint: "Escriba al menos dos letras para buscar."
    },
    order: { label: "Orden", newest: "Más recientes", name: "Nombre" },
    list: {
      actions: "Acciones",
      open: "Abrir el contacto {{name}}",
      loadFailed: "No se pudieron cargar los contactos.",
      moreFailed: "No se pudieron cargar más contactos.",
      empty: "Aún no hay contactos.",
      emptySearch: "Ningún contacto para esta búsqueda.",
      loadMore: "Cargar más",
      loadingMore: "Cargando más…"
    },
    fields: {
      name: "Nombre",
      firstName: "Nombre de pila",
      lastName: "Apellido",
      businessName: "Empresa",
      document: "CPF o CNPJ",
      birthday: "Fecha de nacimiento",
      gender: "Género",
      maritalStatus: "Estado civil",
      source: "Origen",
      number: "Número",
      email: "Correo electrónico",
      instagram: "Instagram",
      telegramId: "ID de Telegram",
      website: "Sitio web",
      category: "Categoría",
      tags: "Etiquetas",
      wallet: "Cartera",
      extraInfo: "Información adicional"
    },
    genders: { male: "Masculino", female: "Femenino", nonBinary: "No binario" },
    maritalStatuses: {
      single: "Soltero(a)",
      married: "Casado(a)",
      divorced: "Divorciado(a)",
      widowed: "Viudo(a)",
      other: "Otro"
    },
    form: {
      createTitle: "Nuevo contacto",
      editTitle: "Editar contacto",
      save: "Guardar",
      created: "Contacto creado.",
      saved: "Contacto guardado.",
      notInformed: "Sin indicar",
      noTags: "No hay etiquetas activas. Las etiquetas se crean en Configuración.",
      noUsers: "No se encontraron usuarios.",
      noWallet: "Nadie",
      noExtraInfo: "Sin información adicional.",
      extraDescription: "Descripción",
      extraInformation: "Información",
      addExtra: "Agregar información",
      removeExtra: "Quitar esta información",
      sections: { person: "Datos personales", reach: "Contacto", organize: "Organización" },
      hints: {
        number: "Con el código de área, como (11) 98765-4321; de otro país, empiece con + y el código del país.",
        document: "Solo un CPF o CNPJ válido.",
        birthdayPlaceholder: "DD/MM/AAAA"
      },
      problems: {
        required: "Campo obligatorio.",
        numberOrEmail: "Indique un número o un correo.",
        tooLong: "Use como máximo {{max}} caracteres.",
        invalid: "Valor no válido."
      }
    },
    live: {
      changed:
        "Otro usuario cambió este contacto. Al guardar se envían solo tus cambios; " +
        "los campos que no tocaste conservan su versión.",
      load: "Cargar su versión",
      deleted: "Otro usuario eliminó este contacto; ya no se puede guardar."
    },
    notes: {
      title: "Notas",
      noteTitle: "Título",
      description: "Descripción",
      add: "Agregar nota",
      loadFailed: "No se pudieron cargar las notas.",
      empty: "No hay notas sobre este contacto.",
      by: "por {{name}}",
      unknownUser: "usuario eliminado",
      delete: "Eliminar",
      confirmDelete: "¿Eliminar esta nota?",
      openContact: "Abrir contacto"
    },
    delete: {
      action: "Eliminar",
      of: "Eliminar el contacto {{name}}",
      title: "Eliminar contacto",
      text:
        "¿Eliminar el contacto “{{name}}” con sus etiquetas, información y notas? Esta acción no se " +
        "puede deshacer.",
      confirm: "Eliminar",
      done: "Contacto eliminado."
    },
    picker: {
      label: "Buscar un contacto por nombre, número o correo",
      none: "No se encontró ningún contacto."
    },
    chat: {
      label: "Lista de contactos",
      title: "Contactos",
      back: "← Atenciones",
      open: "Abrir la atención de {{name}}",
      choose: "Elija un contacto para abrir su atención.",
      existingTitle: "Atención abierta",
      existingText: "{{name}} ya tiene una atención abierta. ¿Abrir esa atención?",
      openExisting: "Abrir atención"
    },
    duplicates: {
      title: "Eliminar duplicados",
      intro:
        "Contactos con el mismo número o correo. En cada grupo, elija el contacto que se queda; los " +
        "demás se fusionan en él (atenciones, etiquetas, notas e información).",
      loadFailed: "No se pudieron buscar los duplicados.",
      none: "No hay contactos duplicados.",
      count: "Grupos de duplicados: {{count}}",
      reason: { phone: "Mismo número: {{value}}", email: "Mismo correo: {{value}}" },
      created: "Creado el {{date}}",
      kept: "Se queda",
      merge: "Fusionar",
      mergeAll: "Fusionar todos",
      merged: "Contactos fusionados: {{count}}.",
      undo: "Deshacer",
      recent: "Fusiones recientes",
      recentFailed: "No se pudieron cargar las fusiones recientes.",
      noRecent: "No hay fusiones recientes.",
      mergedInto: "{{names}} fusionado(s) en {{name}}",
      by: "por {{name}}",
      undone: "Deshecha"
    },
    import: {
      title: "Importar contactos",
      stepsLabel: "Pasos de la importación",
      steps: { file: "Archivo", mapping: "Columnas", running: "Importación" },
      fileIntro:
        "Suba una hoja CSV o XLSX de hasta 20 MB. La primera fila debe tener los nombres de las " +
        "columnas; un contacto que ya existe (mismo número o correo) se actualiza.",
      file: "Archivo",
      format: "Elija un archivo CSV o XLSX.",
      empty: "El archivo está vacío.",
      tooLarge: "El archivo supera los 20 MB.",
      upload: "Subir",
      uploading: "Subiendo…",
      mappingIntro: "{{name}}: {{count}} fila(s). Indique qué completa cada columna.",
      column: "Columna",
      field: "Campo del contacto",
      sample: "Ejemplos",
      sampleRows: "Primeras filas del archivo ({{count}})",
      unnamed: "Columna {{index}}",
      fieldOf: "Campo de la columna {{column}}",
      ignore: "No importar",
      issues: {
        noName: "Elija la columna del nombre.",
        noNumberOrEmail: "Elija la columna del número o la del correo."
      },
      check: "Verificar",
      checkFirst: "Verifique antes de importar.",
      run: "Importar",
      checkCounts: {
        rows: "Filas",
        valid: "Válidas",
        invalid: "Con errores",
        creates: "Contactos nuevos",
        updates: "Actualizaciones",
        unchanged: "Sin cambios"
      },
      errorsTitle: "Filas que no se importarán",
      rowColumn: "Fila {{row}}, columna {{column}}:",
      row: "Fila {{row}}:",
      moreErrors: "Y {{count}} fila(s) más con errores.",
      progressLabel: "Progreso de la importación",
      progress: "{{processed}} de {{total}} filas ({{percent}}%)",
      starting: "Iniciando…",
      hide: "Cerrar (la importación continúa)",
      close: "Cerrar",
      done: "Importación terminada.",
      failed: "La importación se detuvo antes del final.",
      summaryCounts: { created: "Creados", updated: "Actualizados", unchanged: "Sin cambios", invalid: "Con errores" }
    }
  }
}
