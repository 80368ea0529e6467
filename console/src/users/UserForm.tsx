import {
  BooleanInput,
  PasswordInput,
  ReferenceArrayInput,
  SelectArrayInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetIdentity,
  useRecordContext
} from "react-admin"
import { UserDeleteButton } from "./UserDeleteButton.tsx"
import { profileChoices, userValidators } from "./userRules.ts"

type UserFormProps = { mode: "create" | "edit" }

// The delete button asks who inherits the user's tickets (spec part 1 §5).
function UserToolbar({ mode }: UserFormProps) {
  return (
    <Toolbar sx={{ justifyContent: "space-between" }}>
      <SaveButton />
      {mode === "edit" && <UserDeleteButton />}
    </Toolbar>
  )
}

/**
 * The fields shared by UserCreate and UserEdit; the password is required only when creating. An
 * administrator changing their own password gives the current one too (the server asks for it).
 */
export function UserForm({ mode }: UserFormProps) {
  const creating = mode === "create"
  const record = useRecordContext()
  const { identity } = useGetIdentity()
  const self = !creating && record !== undefined && identity !== undefined && String(record.id) === String(identity.id)
  return (
    <SimpleForm
      toolbar={<UserToolbar mode={mode} />}
      defaultValues={creating ? { profile: "user", active: true } : undefined}
    >
      <TextInput source="name" validate={userValidators.name} />
      <TextInput source="email" type="email" validate={userValidators.email} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={creating ? userValidators.newPassword : userValidators.changedPassword}
        helperText={creating ? "resources.users.helpers.password" : "resources.users.helpers.password_edit"}
      />
      {self && (
        <PasswordInput
          source="currentPassword"
          autoComplete="current-password"
          helperText="resources.users.helpers.currentPassword"
        />
      )}
      <SelectInput source="profile" choices={profileChoices} validate={userValidators.profile} />
      <TextInput source="phoneNumber" type="tel" validate={userValidators.phoneNumber} />
      <BooleanInput source="active" validate={userValidators.active} />
      <ReferenceArrayInput source="queueIds" reference="queues">
        <SelectArrayInput optionText="name" label="resources.users.fields.queueIds" />
      </ReferenceArrayInput>
    </SimpleForm>
  )
}
