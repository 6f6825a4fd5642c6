export { TextField, TextArea } from './TextField';
export type { TextFieldProps, TextAreaProps } from './TextField';
