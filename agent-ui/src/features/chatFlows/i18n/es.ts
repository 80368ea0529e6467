import type { ChatFlowsTexts } from "./pt-BR"

export const chatFlowsEs: ChatFlowsTexts = {
  chatFlows: {
    title: "Flujos de chatbot",
    intro: "Menús automáticos que reciben al cliente y lo llevan a la cola o al agente adecuado.",
    add: "Nuevo flujo",
    loadFailed: "No se pudieron cargar los flujos.",
    loading: "Cargando flujos…",
    empty: "No hay flujos registrados.",
    name: "Nombre",
    status: "Estado",
    updated: "Modificado",
    actions: "Acciones",
    activeYes: "Activo",
    activeNo: "Inactivo",
    open: "Abrir",
    duplicate: "Duplicar",
    download: "Descargar JSON",
    delete: "Eliminar",
    duplicated: "Copia creada: {{name}}",
    created: "Flujo creado.",
    deleted: "Flujo eliminado.",
    saved: "Flujo guardado.",
    newTitle: "Nuevo flujo",
    required: "Campo obligatorio.",
    active: "Activo",
    create: "Crear y abrir",
    save: "Guardar",
    back: "Flujos",
    description: "Descripción",
    testNumber: "Número de prueba",
    testNumberHint: "Con un número, solo los tickets de ese contacto pasan por el flujo (para probar).",
    noFlowChosen: "Ningún flujo elegido: abra un flujo desde la lista.",
    leaveUnsaved: "Hay cambios sin guardar. ¿Salir de todos modos?",
    dismiss: "Cerrar aviso",
    panel: "Propiedades",
    cycleTitle: "El flujo tiene un ciclo",
    cycle: "{{title}}: {{path}}",
    import: {
      button: "Importar JSON",
      notJson: "El archivo no es un JSON válido.",
      notFlow: "El archivo no es un flujo exportado (formato atende.chatflow).",
      done: "Flujo importado: {{name}}"
    },
    remove: {
      title: "Eliminar flujo",
      text: "¿Eliminar el flujo “{{name}}”? Esta acción no se puede deshacer.",
      confirm: "Eliminar",
      item: "Quitar"
    },
    node: {
      start: "Inicio",
      toQueue: "→ Cola: {{name}}",
      toUser: "→ Usuario: {{name}}",
      close: "→ Cerrar",
      more: "+{{count}} mensaje(s)"
    },
    interaction: {
      text: "Texto",
      media: "Multimedia",
      buttons: "Botones",
      list: "Lista",
      file: "Archivo",
      upload: "Elegir archivo",
      uploading: "Subiendo…",
      uploadFailed: "No se pudo subir el archivo: {{error}}",
      noFile: "Ningún archivo elegido.",
      mediaHint: "Imagen, video, audio o PDF de hasta 5 MB.",
      caption: "Leyenda",
      buttonLabel: "Botón {{n}}",
      addButton: "+ Botón",
      choiceHint: "La elección del cliente puede usarse como palabra clave de una condición.",
      listButton: "Texto del botón de la lista",
      rowTitle: "Opción {{n}}",
      rowDescription: "Descripción",
      addRow: "+ Opción"
    },
    condition: {
      title: "Condición {{n}}",
      type: "Tipo de condición",
      keywords: "Palabras clave",
      anyAnswer: "Cualquier respuesta",
      noKeywords: "(sin palabras clave)",
      then: "Entonces",
      add: "+ Condición"
    },
    action: {
      close: "Cerrar el ticket",
      step: "Siguiente paso",
      queue: "Cola",
      user: "Usuario"
    },
    step: {
      add: "Paso",
      name: "Nombre del paso",
      newName: "Paso {{n}}",
      unnamed: "(sin nombre)",
      interactions: "Mensajes",
      interactionsHint: "Lo que el bot envía en este paso, en orden.",
      conditions: "Condiciones",
      conditionsHint:
        "Si la respuesta del cliente coincide, se realiza la acción. Conecte el conector de la condición a " +
        "un paso en el dibujo, o elija una cola, un usuario o cerrar.",
      delete: "Eliminar paso"
    },
    settings: {
      title: "Configuración del flujo",
      messages: "Mensajes",
      welcomeMessage: "Mensaje de bienvenida",
      closingMessage: "Mensaje de cierre",
      absenceMessage: "Mensaje de ausencia (fuera del horario)",
      invalidMessage: "Mensaje de opción inválida",
      keywordsTitle: "Palabras clave",
      keywords: "Palabras que inician el flujo",
      keywordsHint: "Separadas por comas. Vacío: todo nuevo ticket del canal inicia el flujo.",
      offKeywords: "Palabras que apagan el bot",
      offKeywordsHint: "El ticket sale del bot y espera a un agente.",
      restartKeywords: "Palabras que reinician el flujo",
      restartKeywordsHint: "Vuelven al primer paso.",
      limits: "Límites",
      maxAttempts: "Intentos máximos",
      waitMinutes: "Tiempo de espera (minutos, 0 = sin límite)",
      limitAction: "Al alcanzar el límite",
      autoDistribute: "Distribución automática",
      distribute: {
        none: "Ninguna",
        balance: "Equilibrada",
        random: "Aleatoria"
      },
      closeTicketOnTimeout: "Cerrar el ticket cuando termine el tiempo de espera"
    },
    refused: {
      self: "Conexión rechazada: un paso no puede conectarse consigo mismo.",
      cycle: "Conexión rechazada: formaría un ciclo ({{path}})."
    },
    layout: {
      label: "Diseño",
      choose: "Organizar…",
      force: "Fuerza dirigida",
      hubRadial: "Radial desde el inicio",
      tree: "Árbol",
      level: "Niveles",
      circle: "Círculo",
      grid: "Cuadrícula"
    },
    zoom: {
      label: "Zoom",
      in: "Acercar",
      out: "Alejar",
      fit: "Ajustar a la pantalla",
      full: "Pantalla completa",
      exitFull: "Salir de pantalla completa"
    },
    fields: {
      name: "nombre",
      text: "texto",
      label: "texto del botón",
      title: "título de la opción",
      buttonText: "texto del botón de la lista",
      keywords: "palabras clave",
      url: "archivo",
      testNumber: "número de prueba (8 a 15 dígitos)",
      other: "campo inválido"
    },
    invalid: {
      step: "Revise el paso “{{step}}”: {{field}}.",
      flow: "Revise el flujo: {{field}}.",
      graph: "El flujo tiene conexiones inválidas."
    },
    help: {
      button: "Ayuda (F1)",
      title: "Ayuda del constructor",
      steps: {
        title: "Pasos",
        text: "“+ Paso” crea un paso; haga clic en él para editar nombre, mensajes y condiciones en el panel lateral."
      },
      connect: {
        title: "Conexiones",
        text:
          "Arrastre desde el conector a la derecha de una condición (o de Inicio) hasta el conector a la " +
          "izquierda de otro paso. Seleccione una conexión y pulse Supr para quitarla."
      },
      conditions: {
        title: "Condiciones",
        text:
          "Las palabras clave se comparan, sin acentos ni mayúsculas, con la respuesta completa, el botón " +
          "o la opción de lista elegida; vale la primera condición que coincida."
      },
      loops: {
        title: "Sin ciclos",
        text: "Un paso no puede conectarse consigo mismo, y ninguna conexión puede volver a un paso anterior."
      },
      layouts: {
        title: "Diseños",
        text: "“Organizar…” vuelve a colocar los pasos: fuerza dirigida, radial, árbol, niveles, círculo o cuadrícula."
      },
      keys: {
        title: "Teclas",
        text: "F1 abre y cierra esta ayuda; Supr quita el paso o la conexión seleccionada; la rueda hace zoom."
      },
      save: {
        title: "Guardar y exportar",
        text:
          "“Guardar” almacena el flujo; “Descargar JSON” descarga lo que está en pantalla, para importarlo " +
          "en la lista de flujos."
      }
    }
  }
}
