/** The operation page's data, as its query returns it, declared once for its section components. */
export type Operation = NonNullable<Queries.OperationPageQuery["apiOperation"]>;
export type OperationParameter = Operation["parameters"][number];
export type OperationRequestBody = NonNullable<Operation["requestBody"]>;
export type OperationResponse = Operation["responses"][number];
export type ApiOverview = Queries.OperationPageQuery["apiInfo"];
