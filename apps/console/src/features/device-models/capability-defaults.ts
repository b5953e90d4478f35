import {
  type AttributeMetadata,
  type CapabilityMetadata,
  type ControlAttribute,
  type ControlCapability,
  isRangeAttribute,
  type StatusCapability,
  type ValueType,
} from '@console/contracts/device-models';

/** The kinds of value an attribute may take, as a list. */
export const kindsOf = (meta: AttributeMetadata): ValueType[] =>
  Array.isArray(meta.valueType) ? meta.valueType : [meta.valueType];

/** The kind an attribute currently uses. */
export const kindOf = (attribute: ControlAttribute): ValueType =>
  attribute.range ? 'range' : attribute.intValues ? 'intValues' : 'values';

/** An attribute of the given kind, pre-filled from the metadata. */
export function attributeOf(meta: AttributeMetadata, kind: ValueType): ControlAttribute {
  if (kind === 'range' && meta.range) return { key: meta.key, range: meta.range };
  if (kind === 'intValues') return { key: meta.key, intValues: meta.intValues ?? [] };
  return { key: meta.key, values: meta.values ?? [] };
}

/** A newly added control capability: a range where section 5 asks for one, else the first kind. */
export function controlCapabilityOf(meta: CapabilityMetadata): ControlCapability {
  return {
    capability: meta.capability,
    attributes: meta.attributes.map((a) => {
      const kinds = kindsOf(a);
      const kind = isRangeAttribute(meta.capability, a.key) && kinds.includes('range') ? 'range' : kinds[0];
      return attributeOf(a, kind ?? 'values');
    }),
  };
}

export const statusCapabilityOf = (meta: CapabilityMetadata): StatusCapability => ({
  capability: meta.capability,
  attributes: meta.attributes.map(({ key }) => ({ key })),
});
