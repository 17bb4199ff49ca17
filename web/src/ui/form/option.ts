/** A choice in a dropdown, select or autocomplete: the value the form keeps and the text the user reads. */
export type Option<Value> = { value: Value; label: string; disabled?: boolean };
