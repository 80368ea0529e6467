// Reports and their exports (spec part 2 §2 /relatorios, §5 "Reports by state or by tag need at
// least one selection"). Status policy: see catalogue.ts.
import { entry, type ErrorEntry } from "./entry"

export const reportErrors = {
  ERR_REPORT_SELECTION_REQUIRED: entry(
    400,
    ["Nenhuma opção selecionada", "Selecione ao menos uma opção para gerar este relatório."],
    ["Nothing selected", "Select at least one option to run this report."]
  ),
  ERR_REPORT_PERIOD_INVALID: entry(
    400,
    ["Período inválido", "A data inicial deve ser anterior ou igual à final, e o período pode ter no máximo 366 dias."],
    ["Invalid period", "The start date must not be after the end date, and a period spans at most 366 days."]
  ),
  ERR_REPORT_TOO_LARGE: entry(
    422,
    [
      "Relatório grande demais para o formato",
      "O relatório tem mais linhas do que o formato escolhido comporta. Restrinja os filtros ou exporte em CSV."
    ],
    [
      "Report too large for the format",
      "The report has more rows than the chosen format can hold. Narrow the filters or export to CSV."
    ]
  ),
  ERR_NO_REPORT_EXPORT_FOUND: entry(
    404,
    ["Exportação não encontrada", "A exportação não existe, expirou ou é de outro usuário."],
    ["Export not found", "The export does not exist, has expired or belongs to another user."]
  ),
  ERR_REPORT_EXPORT_NOT_READY: entry(
    409,
    ["Exportação em andamento", "O arquivo ainda está sendo gerado. Aguarde o fim da exportação."],
    ["Export in progress", "The file is still being generated. Wait for the export to finish."]
  ),
  ERR_REPORT_EXPORT_FAILED: entry(
    422,
    ["Erro ao exportar relatório", "Não foi possível gerar o arquivo do relatório. Tente novamente."],
    ["Could not export the report", "The report's file could not be generated. Please try again."]
  )
} as const satisfies Record<string, ErrorEntry>
