// Deutsch: ein Rätsel, das erstellt wird, während der Spieler wartet (keins war bereit) (make-now).

export const makeNow = {
  'play.today-making': 'Ich erstelle das Tagesrätsel: dein Brett folgt gleich.',
  'play.fresh-making':
    'Es war kein Rätsel „{level}“ bereit, also erstelle ich eins für dich: das Brett folgt gleich.',
};
