/**
 * Every message the server sends when it refuses something: a stable key and its English text,
 * with `{{name}}` placeholders for the parameters. Errors carry the key and the parameters
 * (`data.message`, `data.fieldMessages`); the console translates by key in every language, and
 * its English catalogue is this table (a test keeps them equal). The product's own messages keep
 * their text (docs/product-rules.md, "Messages").
 */
export const MESSAGES = {
  // Fixed by the product (docs/product-rules.md, "Messages")
  roleInUse: 'This role is applied and cannot be deactivated',
  noChange: 'The data has not changed, so it is unnecessary to submit for saving',
  deviceModelExists: 'this device model already exists, please fill in again',
  jsonFormat: 'json format error',
  phoneFormat: 'phone number format error',
  newPasswordShort: 'Please fill in 6 or more characters as the new password',
  passwordShort: 'The password cannot be less than 6 digits',

  // Sessions and sign-in
  unauthorized: 'Please sign in',
  illegalToken: 'Illegal token',
  tokenExpired: 'Token expired',
  tokenRevoked: 'Token revoked',
  sessionEnded: 'Your session has ended, please sign in again',
  accountDisabled: 'This account is disabled',
  yourAccountDisabled: 'Your account is disabled',
  roleDisabled: 'Your role is disabled',
  incorrectCredentials: 'Incorrect username or password',
  tooManySignIns: 'Too many failed sign-ins, try again in {{minutes}} minutes',
  invalidRefreshToken: 'Invalid refresh token',
  invalidRequest: 'Invalid request: {{detail}}',
  unknownClient: 'Unknown client',
  credentialsRequired: 'username and password are required',
  refreshTokenRequired: 'refresh_token is required',
  permissionRequired: 'Permission required: {{permission}}',
  oldPasswordWrong: 'The old password is incorrect',

  // Generic
  recordNotFound: 'Record not found',
  pageNotFound: 'Not found',
  duplicate: 'A record with the same unique value already exists',
  duplicateValue: 'Another record already has this value',
  crossedBelowPrice: 'The crossed-out price cannot be below the price',
  adviceEmpty:
    'Write at least one of care methods, symptom description, impact or improvement, or link goods or a plan',
  inUse: 'The record is still in use',
  dimensionInUse:
    '{{tests}} tests are scored on {{name}} (and {{slots}} advice slots are written for it): set it not in use instead of deleting it',
  consumerHasTests:
    '{{name}} has {{tests}} tests: archive the consumer instead (the tests and reports stay), or ask platform staff to erase them',
  eraseCountChanged: 'The consumer now has {{tests}} tests, not {{confirmed}}: look again before erasing',
  levelInUse:
    '{{slots}} advice slots are written for {{name}}: move them to another level or delete them first',
  testExportTooLarge:
    'More than {{limit}} tests match: narrow the filters (a date range, a store) to export at most {{limit}}',
  outOfRange: 'Invalid input: value out of range',
  requestTooLarge: 'The upload or request is too large',
  invalidInput: 'Invalid input: {{detail}}',
  internalError: 'Internal Server Error',
  unavailable: 'Service temporarily unavailable',

  // Field checks (validation of a request's shape)
  fieldRequired: 'required',
  fieldTooShort: 'At least {{min}} characters',
  fieldTooLong: 'At most {{max}} characters',
  fieldTooSmall: 'Must be at least {{min}}',
  fieldTooLarge: 'Must be at most {{max}}',
  fieldInvalid: 'Invalid value',
  fieldUnknown: 'Unknown field {{name}}',
  loginPasswordRule: 'The password must be 6-16 English letters and digits',
  passwordsDiffer: 'The two passwords differ',
  usernameRule: 'Username must be 3-32 letters, digits, dot, dash or underscore',
  agentUsernameRule: 'Username must be 3-32 letters or digits',
  roleCodeRule: 'Code must be 2-32 capital letters, digits or underscores',
  featureCodeRule: 'Code is lower-case letters, digits and dashes',
  routeNameRule: 'Route name must be letters and digits',
  menuPathRule: 'Path looks like /admin at the first level and user below',
  componentRule: 'Component name is letters, digits and /',
  dictTypeRule: 'Type code is lower-case letters, digits, _',
  urlMarkRule: 'Unique mark is an API path such as /api/ums-user',
  permMarkRule: 'Unique mark looks like system:user:add',
  idListRule: 'expected comma-separated ids',
  idRange: 'id out of range',
  serialFormat: 'Serial number format error',
  hardwareModelRule: 'Hardware model is 1-64 letters, digits, dot, dash or underscore',

  // Users, roles, menus
  userNotFound: 'User not found',
  parentUserNotFound: 'Parent user not found',
  usernameExists: 'Username already exists',
  userBelowItself: 'A user cannot be moved below itself',
  usersBelow: 'Delete or move the users below it first',
  roleNotFound: 'Role not found',
  roleNotAllowed: 'Role not allowed',
  roleBelowOwnOnly: 'You can only assign roles below your own',
  parentRoleNotAllowed: 'Parent role not allowed',
  roleOwnAncestor: 'A role cannot be its own ancestor',
  roleInUseDelete: 'This role is applied and cannot be deleted',
  rolesBelow: 'Delete the roles below it first',
  topRoleStaysEnabled: 'The top role cannot be deactivated',
  ownRoleUnchangeable: 'You cannot change your own role or roles above it',
  platformScopeOnly: 'Only platform roles can grant platform-wide scope',
  grantBeyondHoldings: 'You cannot grant what you do not hold',
  agentRoleMissing: 'The AGENT role is missing',
  menuNotFound: 'Menu not found',
  parentMenuNotFound: 'Parent menu not found',
  menuOwnAncestor: 'A menu cannot be its own ancestor',

  // Agents, merchants, stores, shippers
  agentNotFound: 'Agent not found',
  merchantNotFound: 'Merchant not found',
  chooseOwnMerchant: 'Choose a merchant of your own',
  managerNotOfMerchant: 'The manager account must be a store manager of this merchant',
  chooseMerchantManager: 'Choose a store manager of this merchant',
  storeNotFound: 'Store not found',
  shipperNotFound: 'Shipper not found',
  chooseSalesperson: 'Choose a salesperson',
  feedbackNotFound: 'Feedback not found',
  auditEntryNotFound: 'Audit entry not found',

  // Devices and their orders
  deviceNotFound: 'Device not found',
  deviceTypeNotFound: 'Device type not found',
  printJobNotFound: 'Print job not found',
  inputOrderNotFound: 'Stock-in order not found',
  outputOrderNotFound: 'Stock-out order not found',
  deviceStateRefused: 'The device is {{state}} and cannot be {{action}}',
  onlyReceivedHaveSecret: 'Only received devices have a secret',
  orderCompleted: 'The order is already completed',
  completedOrderUnchangeable: 'A completed order cannot be changed',
  modelFixedAfterReceipt: 'The model cannot change after devices were received',
  agentAndModelFixedAfterIssue: 'Agent and model cannot change after devices were issued',
  quantityBelowReceived: 'Quantity is below the received quantity',
  quantityBelowIssued: 'Quantity is below the issued quantity',
  onlyEmptyInputOrders: 'Only orders with nothing received can be deleted',
  onlyEmptyOutputOrders: 'Only orders with nothing issued can be deleted',
  unknownSerial: 'Unknown serial number',
  serialNotPrinted: 'Unknown serial number: it was not issued by a print job',
  serialOtherModel: "This serial number belongs to another model than the order's",
  deviceAlreadyReceived: 'This device has already been received',
  deviceNotInStock: 'This device is not in stock',
  orderFullyReceived: 'The order has received its full quantity',
  orderFullyIssued: 'The order has issued its full quantity',
  receivedMismatch: 'Received {{done}} of {{quantity}}: the quantities must match to complete',
  issuedMismatch: 'Issued {{done}} of {{quantity}}: the quantities must match to complete',
  unknownDevice: 'Unknown device or wrong secret',
  deviceTokenRevoked: 'Device token revoked',
  deviceUnbound: 'The device is not bound to a store',
  orderClosed: 'The order is closed',
  notInThisOrder: 'This device is not in this order',
  deviceMovedOn:
    'The device has moved on since it was scanned ({{state}}) and cannot be taken out of the order',
  notEnoughStock: 'Only {{available}} devices of this model are available in the warehouse',
  noPendingSecrets: 'No device secrets are waiting to be handed over',
  modelInUse: 'Devices and printed labels use this model: it cannot be renamed',
  deviceNotRecallable: 'Only devices issued to an agent or bound to a store can be recalled',

  // Skin knowledge base
  levelRange: 'The min score must not be above the max score',
  levelOverlap: 'The score range overlaps the level {{name}} ({{min}}-{{max}})',
  goodsNotFound: 'Goods not found',
  customDiseaseNotFound: 'Custom disease not found',
  skinPlanNotFound: 'Skin plan not found',
  diseaseDetailNotFound: 'Disease detail not found',

  // The mobile app's home content (docs/app-content.md)
  iosIndexNotFound: 'Home page entry not found',
  iosIndexItemNotFound: 'Home page item not found',
  indexItemsFull: 'An entry holds at most {{max}} items',
  itemOrderStale: 'The items have changed meanwhile; reload them and order them again',
  chooseOwner: 'Please choose a user of your own organisation',
  goodsUnknown: 'Some linked goods do not exist or are not yours to use',
  notAGoodsImage: 'The picture must be a JPG or PNG image',
  nothingToRestore: 'This detail shows the original information already',
  platformOnly: 'Only platform staff write the original information',
  detailSlotFixed: 'Only the platform changes the level and image type of a detail',
  platformLinksOnly: 'The platform’s details can only link the platform’s goods and skin plans',
  linksOutOfLine:
    'Only the platform’s goods and plans, and those of the owner and the users above it, can be linked here: others who see it could not see the rest',

  // Uploads
  fileNotFound: 'File not found',
  unknownFile: 'Unknown file',
  chooseFile: 'Please choose a file',
  fileEmpty: 'The file is empty',
  fileNameMissing: 'The file sent as {{name}} has no file name',
  fileTooLarge: 'The file must not exceed {{kb}} KB',
  notAnImage: 'The file is not a JPG, PNG, GIF or WebP image',
  notHtml: 'The file is not an HTML page',
  notAVideo: 'The file is not an MP4, MOV or WebM video',
  imageRatio: 'The image is {{width}} × {{height}} pixels; its width to height must be {{ratios}}',
  pageTooDeep: 'The page is nested too deeply (at most {{max}} levels)',
  hardwareModelFirst: 'Please fill in the hardware model before uploading files',

  // Goods batch upload
  excelRequired: 'Please upload a product Excel file',
  pictureTooLarge: 'Pictures size must not exceed 200 KB',
  tooManyPictures: 'At most {{max}} pictures can be uploaded with one sheet',
  batchPictureFormat: 'The picture {{name}} is not a JPG, PNG or WebP image',
  batchPictureTwice: 'Two pictures are named {{name}}',
  batchUnexpectedPart: 'Unexpected form field {{name}}: send the sheet as file and the pictures as images',
  batchHasErrors: 'The sheet has {{count}} errors: nothing was written',
  sheetFormat: 'The file is not an Excel workbook (xlsx, xls, xlsm or xlsb)',
  sheetTooLarge: 'The workbook is too large to read (at most {{mb}} MB)',
  sheetTooMuchData:
    'The workbook holds too much to read (at most {{rows}} rows of {{columns}} columns and {{chars}} characters of text)',
  sheetZipBomb: 'The workbook unpacks to far more data than it holds and is refused',
  sheetTooManyRows: 'The sheet has more than {{max}} rows under its header',
  sheetTooManyColumns: 'The sheet has more than {{max}} columns',
  sheetHeaderName: 'The header row cannot be used: column names must be plain and unique',
  sheetTimeout: 'Reading the workbook took too long',
  sheetUnreadable: 'The workbook is damaged or cannot be read',
  sheetEncrypted: 'The workbook is password-protected: save it without a password and upload it again',
  sheetEmpty: 'The sheet has no rows under its header',
  columnUnknown: 'Unknown column {{name}}',
  columnMissing: 'The column {{name}} is missing',
  valueNotAllowed: 'Not one of: {{allowed}}',
  priceFormat: 'A price in yuan from 0 to 10000000, with at most two decimals',
  pictureNotUploaded: 'The picture {{name}} was not uploaded with the sheet',
  nameRepeated: 'The same name is in row {{row}}',
  idRepeated: 'The same id is in row {{row}}',
  goodsIdFormat: 'The id must be a goods number written by the export, or blank for new goods',
  goodsReadOnly: 'These goods are not yours to change: leave the row as exported or delete it',
  goodsNameTaken: 'Other goods of the same owner already have this name',
  exportTooMany: 'More than {{max}} goods match: narrow the filters to export them',
  cellFormula: 'Formulas are not read: type the value itself',
  cellTooLong: 'The cell holds more than {{max}} characters',
  cellError: 'The cell holds an error value',
  hyperlinkRule: 'The link must start with http:// or https://',

  // Consumers and skin tests
  consumerNotFound: 'Consumer not found',
  testRecordNotFound: 'Test record not found',
  phoneTaken: 'This phone number already belongs to a consumer of this store',
  emailFormat: 'E-mail format error',
  invalidDate: 'Not a valid date',
  questionUnknown: 'Some chosen problems are not improvement questions',
  consumerOfOtherStore: 'The consumer belongs to another store',
  testImageType: 'Unknown image type {{indexNo}}',
  testDimension: 'Unknown AI dimension {{code}}',
  testImageTwice: 'Two images of image type {{indexNo}} and position {{position}}',
  testImageMissing: 'The image part {{name}} was not sent',
  testUnexpectedPart: 'Unexpected form field {{name}}: send the test as field test and its images as files',
  testTooManyImages: 'At most {{max}} images can be uploaded with one test',
  testFieldMissing: 'The test description (field test) is missing',
  sharedReportNotFound: 'This report link is not known. Ask the store for a new one.',
  sharedReportExpired: 'This report link has expired. Ask the store for a new one.',
  sharedReportRevoked: 'The store has withdrawn this report link. Ask the store for a new one.',

  // The mobile app's discovery content (docs/app-discovery.md)
  discoveryNotFound: 'Discovery entry not found',
  discoveryItemNotFound: 'Discovery item not found',
  discoveryTooManyItems: 'An entry holds at most {{max}} items',
  discoveryOrderStale: 'The items have changed since they were shown: reload them and order them again',

  // Dictionaries
  dictEntryTaken: 'This type already has an entry with this name or value',
  // Settings (docs/settings.md)
  settingNotFound: 'Setting not found',
  settingVersionNotFound: 'Version {{version}} of this setting does not exist',
  settingParentMissing: 'The parent setting does not exist',
  settingParentCycle: 'A setting cannot be placed under itself or one of its own children',
  settingChanged:
    'Someone saved this setting meanwhile: you edited version {{base}}, the latest is version {{current}}',
  settingConfirmName: "Type the setting's English name exactly to delete it",
  settingHasChildren: '{{name}} is the parent of {{children}}: move or delete those settings first',
  jsonTooDeep: 'The JSON is nested too deeply (at most {{max}} levels)',
  // Tracking topology (docs/tracking.md)
  yardNotFound: 'Hospital not found',
  buildingNotFound: 'Building not found',
  floorNotFound: 'Floor not found',
  gatewayNotFound: 'Gateway not found',
  beaconNotFound: 'Beacon not found',
  fenceNotFound: 'Fence not found',
  brandNotFound: 'Wristband not found',
  equipmentNotFound: 'Equipment not found',
  chooseYardOwner: 'Please choose an agent or a merchant of your own organisation',
  macInvalid: 'Not a MAC address: six pairs of hexadecimal digits, such as AA:BB:CC:DD:EE:FF',
  outsideFloor: 'The position must lie on the floor: 0 to {{width}} m across, 0 to {{height}} m deep',
  floorOfOtherYard: 'Choose a floor of the same hospital',
  fenceTargetsOutsideYard: "Choose wristbands and equipment of the fence's own hospital",
  fenceTooFewPoints: 'A fence needs at least 3 points',
  fenceTooManyPoints: 'A fence has at most 200 points',
  fenceNotFinite: 'Every point of a fence needs two finite numbers',
  fenceOutsideFloor: 'Every point of a fence must lie on its floor',
  fenceRepeatedPoint: 'A fence must not repeat a point twice in a row (the ring closes itself)',
  fenceZeroArea: 'A fence must enclose an area',
  fenceSelfIntersects: "A fence's edges must not cross or touch each other",
  pathLossTxPower: 'The transmit power must lie between -120 and 20 dBm',
  pathLossExponent: 'The path-loss exponent must lie between 1 and 6',
  pathLossRange: 'The ranging distances must be positive, the largest at most 500 m',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;
/** A message as it travels: its key and parameters. */
export interface MessageRef {
  key: MessageKey;
  params?: MessageParams;
}

/** The English text of a message, its parameters filled in. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The key of a contract schema's own message (the product's texts used in zod rules), if it is one. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return (Object.keys(MESSAGES) as MessageKey[]).find((k) => MESSAGES[k] === text);
}

/**
 * Messages fixed by the product (docs/product-rules.md, "Messages"): the server's are in the
 * message catalogue, the rest the console shows.
 */
export const Msg = {
  roleInUse: MESSAGES.roleInUse,
  noChange: MESSAGES.noChange,
  deviceModelExists: MESSAGES.deviceModelExists,
  jsonFormat: MESSAGES.jsonFormat,
  phoneFormat: MESSAGES.phoneFormat,
  newPasswordShort: MESSAGES.newPasswordShort,
  passwordShort: MESSAGES.passwordShort,
  passwordChanged: 'Password modification succeeded, please login again',
  deleteConfirm: 'Are you sure to delete the selected data item?',
  verificationFailed: 'Verification failed, please Login again.',
  rolesRequired: 'getInfo: roles must be a non-null array!',
} as const;
