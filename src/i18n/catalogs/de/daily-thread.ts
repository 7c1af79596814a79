// Deutsch: der Thread jedes Tages unter dem Tagesrätsel, `thread on|off`, und warum die
// Gespräche des Tages im Kanal landen.

import type { MessageKey } from '../index.ts';

export const dailyThreadDe: Partial<Record<MessageKey, string>> = {
  'thread.name': 'Sudoku vom {date, date, long}',
  'thread.show':
    '{state, select, on {Jeder Tagesbeitrag öffnet hier einen Thread: Ergebnisse, geteilte Ergebnisse und die Tageszusammenfassung landen dort, der Kanal zeigt eine Nachricht pro Tag.} other {Tages-Threads sind hier aus: Ergebnisse, geteilte Ergebnisse und die Zusammenfassung landen im Kanal.}} Wer den Kanal verwalten darf, schaltet das mit `thread on` oder `thread off` um.',
  'thread.on':
    'Erledigt ({name}): Ab dem nächsten Tagesbeitrag landen Ergebnisse, geteilte Ergebnisse und die Zusammenfassung in einem Thread darunter.',
  'thread.off':
    'Erledigt ({name}): Ergebnisse, geteilte Ergebnisse und die Zusammenfassung bleiben ab jetzt im Kanal, ohne Thread unter dem Tagesbeitrag.',
  'thread.refused':
    'Nur wer diesen Kanal verwalten darf, kann Tages-Threads ein- oder ausschalten. `thread` allein zeigt die Einstellung.',
  'thread.direct':
    'Tages-Threads gibt es in Kanälen: In unseren Direktnachrichten bleibt alles hier.',
  'thread.posted': 'Im heutigen Thread unter dem Tagesbeitrag gepostet.',
  'thread.lost.no-permission':
    'Die heutigen Ergebnisse bleiben im Kanal: Ich darf hier keinen Thread öffnen oder darin schreiben. Wer den Kanal verwalten darf, kann mir erlauben, öffentliche Threads zu erstellen und in Threads zu schreiben, oder `thread off` tippen, damit alles im Kanal bleibt.',
  'thread.lost.archived':
    'Der heutige Thread wurde archiviert und ich kann ihn nicht wieder öffnen, daher landen die heutigen Ergebnisse im Kanal.',
  'thread.lost.gone':
    'Der heutige Thread (oder der Tagesbeitrag, an dem er hängt) wurde gelöscht, daher landen die heutigen Ergebnisse im Kanal.',
  'thread.lost.failed':
    'Ich konnte nicht im heutigen Thread posten, daher landen die heutigen Ergebnisse im Kanal.',
};
