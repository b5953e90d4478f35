/** The Audit Log screen's texts (the catalogue takes them in through messages/index.ts). */
export const auditLogMessages = {
  auditLogTitle: 'Audit Log',
  auditAt: 'When',
  auditActor: 'Who',
  auditAction: 'Action',
  auditEntity: 'Entity',
  auditEntityId: 'Entity ID',
} as const;
