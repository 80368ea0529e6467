import {
  BooleanInput,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar
} from "react-admin"
import { profileChoices, userValidators } from "./userRules.ts"

type UserFormProps = { mode: "create" | "edit" }

// No delete button: deleting a user needs an heir for their tickets (spec part 1 §5), which /admin does not take yet.
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}

/** The fields shared by UserCreate and UserEdit; the password is required only when creating. */
export function UserForm({ mode }: UserFormProps) {
  const creating = mode === "create"
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />} defaultValues={creating ? { profile: "user", active: true } : undefined}>
      <TextInput source="name" validate={userValidators.name} />
      <TextInput source="email" type="email" validate={userValidators.email} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={creating ? userValidators.newPassword : userValidators.changedPassword}
        helperText={creating ? "resources.users.helpers.password" : "resources.users.helpers.password_edit"}
      />
      <SelectInput source="profile" choices={profileChoices} validate={userValidators.profile} />
      <TextInput source="phoneNumber" type="tel" validate={userValidators.phoneNumber} />
      <BooleanInput source="active" validate={userValidators.active} />
    </SimpleForm>
  )
}
