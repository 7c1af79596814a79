// Block Kit rules the fake Slack API enforces, as Slack documents them, so a message the adapter
// builds wrongly fails in tests the way Slack would refuse it (`invalid_blocks`).

/* eslint-disable @typescript-eslint/no-explicit-any */

const LIMITS = {
  blocks: 50,
  sectionText: 3000,
  altText: 2000,
  buttonText: 75,
  actionId: 255,
  buttonValue: 2000,
  actionsElements: 25,
  confirmTitle: 100,
  confirmText: 300,
  confirmButton: 30,
  blockId: 255,
  menuOptions: 100,
  placeholder: 150,
  optionText: 75,
};

/** Problems of a static_select element (its options, or options grouped). */
function menuProblems(e: any, at: string): string[] {
  const problems: string[] = [];
  const groups: any[] | undefined = e.option_groups;
  const options: any[] = groups ? groups.flatMap((g) => g.options ?? []) : (e.options ?? []);
  if ((e.options === undefined) === (groups === undefined))
    problems.push(`static_select needs options or option_groups ${at}`);
  if (options.length === 0 || options.length > LIMITS.menuOptions)
    problems.push(`static_select needs 1 to ${LIMITS.menuOptions} options ${at}`);
  for (const o of options) {
    if (o.text?.type !== 'plain_text' || !o.text.text || o.text.text.length > LIMITS.optionText)
      problems.push(`bad option text ${at}`);
    if (typeof o.value !== 'string' || o.value.length === 0)
      problems.push(`bad option value ${at}`);
  }
  if (e.placeholder && (e.placeholder.text ?? '').length > LIMITS.placeholder)
    problems.push(`placeholder too long ${at}`);
  if (e.initial_option && !options.some((o) => o.value === e.initial_option.value))
    problems.push(`initial_option not among the options ${at}`);
  return problems;
}

/** Problems in a blocks array; `fileReady` says whether a slack_file id may be shown. */
export function blockProblems(blocks: unknown, fileReady: (id: string) => boolean): string[] {
  if (blocks === undefined) return [];
  if (!Array.isArray(blocks)) return ['blocks must be an array'];
  const problems: string[] = [];
  if (blocks.length > LIMITS.blocks) problems.push(`more than ${LIMITS.blocks} blocks`);
  const actionIds = new Set<string>();
  const blockIds = new Set<string>();
  blocks.forEach((block: any, i: number) => {
    const at = `[json-pointer:/blocks/${i}]`;
    if (block?.block_id !== undefined) {
      if (typeof block.block_id !== 'string' || block.block_id.length > LIMITS.blockId)
        problems.push(`bad block_id ${at}`);
      else if (blockIds.has(block.block_id)) problems.push(`duplicate block_id ${at}`);
      else blockIds.add(block.block_id);
    }
    switch (block?.type) {
      case 'section': {
        const text = block.text?.text;
        if (typeof text !== 'string' || text.length === 0) problems.push(`missing text ${at}`);
        else if (text.length > LIMITS.sectionText) problems.push(`section text too long ${at}`);
        break;
      }
      case 'image': {
        if (typeof block.alt_text !== 'string' || block.alt_text.length === 0)
          problems.push(`missing alt_text ${at}`);
        else if (block.alt_text.length > LIMITS.altText) problems.push(`alt_text too long ${at}`);
        const hasUrl = block.image_url !== undefined;
        const file = block.slack_file;
        if (hasUrl === (file !== undefined)) problems.push(`give image_url or slack_file ${at}`);
        if (file && (file.id === undefined) === (file.url === undefined))
          problems.push(`slack_file needs id or url ${at}`);
        if (file?.id !== undefined && !fileReady(file.id))
          problems.push(`invalid slack file ${at.replace(']', '/slack_file]')}`);
        break;
      }
      case 'header':
        if (block.text?.type !== 'plain_text' || !block.text.text || block.text.text.length > 150)
          problems.push(`header needs plain_text up to 150 characters ${at}`);
        break;
      case 'divider':
        break;
      case 'context':
        if (!Array.isArray(block.elements) || block.elements.length === 0)
          problems.push(`context without elements ${at}`);
        break;
      case 'actions': {
        const elements: any[] = block.elements ?? [];
        if (elements.length === 0 || elements.length > LIMITS.actionsElements)
          problems.push(`actions needs 1 to ${LIMITS.actionsElements} elements ${at}`);
        for (const e of elements) {
          if (e.type !== 'button' && e.type !== 'static_select') {
            problems.push(`unsupported element ${String(e.type)} ${at}`);
            continue;
          }
          if (typeof e.action_id !== 'string' || e.action_id.length > LIMITS.actionId)
            problems.push(`bad action_id ${at}`);
          else if (actionIds.has(e.action_id)) problems.push(`duplicate action_id ${at}`);
          else actionIds.add(e.action_id);
          if (e.type === 'static_select') {
            problems.push(...menuProblems(e, at));
            continue;
          }
          if ((e.text?.text ?? '').length === 0 || e.text.text.length > LIMITS.buttonText)
            problems.push(`bad button text ${at}`);
          if (e.text?.type !== 'plain_text') problems.push(`button text must be plain_text ${at}`);
          if (typeof e.value === 'string' && e.value.length > LIMITS.buttonValue)
            problems.push(`button value too long ${at}`);
          if (e.style !== undefined && e.style !== 'primary' && e.style !== 'danger')
            problems.push(`bad button style ${at}`);
          if (e.confirm) {
            const c = e.confirm;
            if ((c.title?.text ?? '').length > LIMITS.confirmTitle)
              problems.push(`confirm title ${at}`);
            if ((c.text?.text ?? '').length > LIMITS.confirmText)
              problems.push(`confirm text ${at}`);
            for (const k of ['confirm', 'deny'])
              if ((c[k]?.text ?? '').length > LIMITS.confirmButton)
                problems.push(`confirm ${k} ${at}`);
          }
        }
        break;
      }
      default:
        problems.push(`unsupported block type ${String(block?.type)} ${at}`);
    }
  });
  return problems;
}
