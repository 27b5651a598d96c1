/// The OpenAPI 3.1 description of the API (`Web/openapi.json`), served at
/// `/api/openapi.json`.
enum OpenAPIDocument {
  static var json: String { String(decoding: PackageResources.openapi_json, as: UTF8.self) }
}
