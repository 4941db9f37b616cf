// The shape of src/generated/resources.ts: what the generic react-admin views and the data provider
// need to know about a resource. Written by hand; codegen fills it from schemas/ (see schemas/README.md).

export type View = 'list' | 'show' | 'edit' | 'create';

export type Widget =
  | 'text'
  | 'email'
  | 'password'
  | 'number'
  | 'boolean'
  | 'select'
  | 'textarea'
  | 'datetime'
  | 'storeList'
  | 'roleSelect'
  | 'privilegeTree'
  | 'json';

export interface FieldMeta {
  /** property name, also the record key and the i18n key `resources.<resource>.fields.<name>` */
  name: string;
  /** JSON Schema type of the property */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  format?: string;
  widget: Widget;
  views: View[];
  /** enum values, for select widgets and chips */
  choices?: Array<string | number>;
  readOnly?: boolean;
  /** i18n key of the required/blank message, and where it applies */
  required?: { message: string; on: Array<'create' | 'edit'> };
  /** confirmation input that must equal this field (form only) */
  confirm?: { field: string; message: string };
  /** '~' contains, '==' equals: the field can be filtered in the list */
  filter?: '~' | '==';
  sortable?: boolean;
  default?: unknown;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** path relative to the API base, with {param} placeholders named after record fields */
  path: string;
}

export interface ResourceMeta {
  /** react-admin resource name (`members`) */
  name: string;
  /** schema $id (`account`) */
  entity: string;
  /** key property, or properties for a composite key */
  key: string | string[];
  /** privilege area guarding the resource */
  privilege: string;
  api: Partial<Record<'search' | 'getOne' | 'create' | 'update' | 'delete', ApiCall>>;
  list: {
    columns: string[];
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    perPageOptions: number[];
    filters: string[];
  };
  /** every field that shows in at least one view, in schema order */
  fields: FieldMeta[];
}
