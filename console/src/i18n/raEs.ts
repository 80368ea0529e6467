import type { TranslationMessages } from "react-admin"

// react-admin's own messages in Spanish (no ra-language-spanish for react-admin 5 in this registry
// set); merged over ra-language-english, so a key added by a later react-admin stays readable.
export const raEs: TranslationMessages = {
  ra: {
    action: {
      add_filter: "Agregar filtro",
      add: "Agregar",
      back: "Volver",
      bulk_actions: "1 elemento seleccionado |||| %{smart_count} elementos seleccionados",
      cancel: "Cancelar",
      clear_array_input: "Vaciar la lista",
      clear_input_value: "Limpiar valor",
      clone: "Duplicar",
      confirm: "Confirmar",
      create: "Crear",
      create_item: "Crear %{item}",
      delete: "Eliminar",
      edit: "Editar",
      export: "Exportar",
      list: "Listar",
      refresh: "Actualizar",
      remove_filter: "Quitar este filtro",
      remove_all_filters: "Quitar todos los filtros",
      remove: "Quitar",
      reset: "Restablecer",
      save: "Guardar",
      search: "Buscar",
      search_columns: "Buscar columnas",
      select_all: "Seleccionar todo",
      select_all_button: "Seleccionar todo",
      select_row: "Seleccionar esta fila",
      show: "Mostrar",
      sort: "Ordenar",
      undo: "Deshacer",
      unselect: "Deseleccionar",
      expand: "Expandir",
      close: "Cerrar",
      open_menu: "Abrir menú",
      close_menu: "Cerrar menú",
      update: "Actualizar",
      move_up: "Subir",
      move_down: "Bajar",
      open: "Abrir",
      toggle_theme: "Alternar tema claro/oscuro",
      select_columns: "Columnas",
      update_application: "Recargar la aplicación"
    },
    boolean: { true: "Sí", false: "No", null: " " },
    page: {
      create: "Crear %{name}",
      dashboard: "Panel",
      edit: "%{name} %{recordRepresentation}",
      error: "Algo salió mal",
      list: "%{name}",
      loading: "Cargando",
      not_found: "No encontrado",
      show: "%{name} %{recordRepresentation}",
      empty: "Aún no hay %{name}.",
      invite: "¿Desea agregar uno?",
      access_denied: "Acceso denegado",
      authentication_error: "Error de autenticación"
    },
    input: {
      file: {
        upload_several: "Arrastre archivos para subir o haga clic para seleccionar.",
        upload_single: "Arrastre un archivo para subir o haga clic para seleccionarlo."
      },
      image: {
        upload_several: "Arrastre imágenes para subir o haga clic para seleccionar.",
        upload_single: "Arrastre una imagen para subir o haga clic para seleccionarla."
      },
      references: {
        all_missing: "No se encontraron los datos de referencia.",
        many_missing: "Al menos una de las referencias asociadas ya no está disponible.",
        single_missing: "La referencia asociada ya no está disponible."
      },
      password: { toggle_visible: "Ocultar contraseña", toggle_hidden: "Mostrar contraseña" }
    },
    message: {
      about: "Acerca de",
      access_denied: "No tiene permiso para acceder a esta página",
      are_you_sure: "¿Está seguro?",
      authentication_error:
        "El servidor de autenticación devolvió un error y sus credenciales no pudieron verificarse.",
      auth_error: "Ocurrió un error al validar el token de autenticación.",
      bulk_delete_content:
        "¿Seguro que desea eliminar este %{name}? |||| ¿Seguro que desea eliminar estos %{smart_count} elementos?",
      bulk_delete_title: "Eliminar %{name} |||| Eliminar %{smart_count} %{name}",
      bulk_update_content:
        "¿Seguro que desea actualizar %{name} %{recordRepresentation}? |||| " +
        "¿Seguro que desea actualizar estos %{smart_count} elementos?",
      bulk_update_title: "Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}",
      clear_array_input: "¿Seguro que desea vaciar toda la lista?",
      delete_content: "¿Seguro que desea eliminar este %{name}?",
      delete_title: "Eliminar %{name} %{recordRepresentation}",
      details: "Detalles",
      error: "Ocurrió un error y su solicitud no pudo completarse.",
      invalid_form: "El formulario no es válido. Revise los errores",
      loading: "Espere, por favor",
      no: "No",
      not_found: "La dirección es incorrecta o el enlace seguido no es válido.",
      select_all_limit_reached:
        "Hay demasiados elementos para seleccionarlos todos. Solo se seleccionaron los primeros %{max}.",
      unsaved_changes: "Algunos cambios no se guardaron. ¿Desea descartarlos?",
      yes: "Sí",
      placeholder_data_warning: "Problema de red: no se pudieron actualizar los datos."
    },
    navigation: {
      clear_filters: "Limpiar filtros",
      no_filtered_results: "Ningún resultado en %{name} con los filtros actuales.",
      no_results: "Ningún resultado en %{name}",
      no_more_results: "La página %{page} está fuera de rango. Pruebe la página anterior.",
      page_out_of_boundaries: "Página %{page} fuera de rango",
      page_out_from_end: "No hay páginas después de la última",
      page_out_from_begin: "No hay páginas antes de la página 1",
      page_range_info: "%{offsetBegin}-%{offsetEnd} de %{total}",
      partial_page_range_info: "%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}",
      current_page: "Página %{page}",
      page: "Ir a la página %{page}",
      first: "Ir a la primera página",
      last: "Ir a la última página",
      next: "Ir a la página siguiente",
      previous: "Ir a la página anterior",
      page_rows_per_page: "Filas por página:",
      skip_nav: "Saltar al contenido"
    },
    sort: { sort_by: "Ordenar por %{field_lower_first} %{order}", ASC: "ascendente", DESC: "descendente" },
    auth: {
      auth_check_error: "Inicie sesión para continuar",
      user_menu: "Perfil",
      username: "Usuario",
      password: "Contraseña",
      email: "E-mail",
      sign_in: "Entrar",
      sign_in_error: "Falló la autenticación, inténtelo de nuevo",
      logout: "Salir"
    },
    notification: {
      updated: "Registro actualizado |||| %{smart_count} registros actualizados",
      created: "Registro creado",
      deleted: "Registro eliminado |||| %{smart_count} registros eliminados",
      bad_item: "Registro incorrecto",
      item_doesnt_exist: "El registro no existe",
      http_error: "Error de comunicación con el servidor",
      data_provider_error: "Error del dataProvider. Vea la consola para más detalles.",
      i18n_error: "No se pudieron cargar las traducciones del idioma elegido",
      canceled: "Acción cancelada",
      logged_out: "Su sesión terminó, inicie sesión de nuevo.",
      not_authorized: "No tiene autorización para acceder a este recurso.",
      application_update_available: "Hay una nueva versión disponible.",
      offline: "Sin conexión. No se pudieron obtener los datos."
    },
    validation: {
      required: "Obligatorio",
      minLength: "Debe tener al menos %{min} caracteres",
      maxLength: "Debe tener como máximo %{max} caracteres",
      minValue: "Debe ser al menos %{min}",
      maxValue: "Debe ser como máximo %{max}",
      number: "Debe ser un número",
      email: "Debe ser un e-mail válido",
      oneOf: "Debe ser uno de: %{options}",
      regex: "Debe seguir el formato (regexp): %{pattern}",
      unique: "Debe ser único"
    },
    saved_queries: {
      label: "Consultas guardadas",
      query_name: "Nombre de la consulta",
      new_label: "Guardar la consulta actual...",
      new_dialog_title: "Guardar la consulta actual como",
      remove_label: "Quitar consulta guardada",
      remove_label_with_name: 'Quitar la consulta "%{name}"',
      remove_dialog_title: "¿Quitar la consulta guardada?",
      remove_message: "¿Seguro que desea quitar este elemento de su lista de consultas guardadas?",
      help: "Filtre la lista y guarde esta consulta para después"
    },
    guesser: { empty: { title: "No hay datos para mostrar", message: "Revise su proveedor de datos" } },
    configurable: {
      customize: "Personalizar",
      configureMode: "Configurar esta página",
      inspector: {
        title: "Inspector",
        content: "Pase el ratón sobre los elementos de la interfaz para configurarlos",
        reset: "Restablecer configuración",
        hideAll: "Ocultar todo",
        showAll: "Mostrar todo"
      },
      Datagrid: { title: "Tabla", unlabeled: "Columna sin etiqueta #%{column}" },
      SimpleForm: { title: "Formulario", unlabeled: "Campo sin etiqueta #%{input}" },
      SimpleList: {
        title: "Lista",
        primaryText: "Texto principal",
        secondaryText: "Texto secundario",
        tertiaryText: "Texto terciario"
      }
    }
  }
}
