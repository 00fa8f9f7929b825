/**
 * The API's error codes in French (the server's own English message is shown after them), and
 * the words for an error without a code. The keys are en.ts's; the match page
 * downloads only its language (i18n/match.ts), the other pages read all three (i18n/ui.ts).
 */
import type { ErrorKey } from './en';

export const WORDS: Record<ErrorKey, string> = {
  generic: 'Une erreur est survenue',
  bad_request: 'Requête invalide',
  unauthenticated: 'Veuillez vous connecter',
  bad_credentials: 'Nom ou mot de passe incorrect',
  username_taken: 'Ce nom d’utilisateur est pris',
  not_a_player: 'Vous n’avez pas de place dans cette partie',
  not_your_turn: 'Ce n’est pas votre tour',
  stale_version: 'La partie a avancé entre-temps : la page est à jour, réessayez',
  illegal_move: 'Coup illégal',
  not_found: 'Introuvable',
  not_open: 'Cette partie a déjà commencé',
  match_full: 'Toutes les places sont prises',
  already_seated: 'Vous avez déjà une place',
  not_referee: 'Seul l’arbitre peut faire cela',
  paused: 'La partie est en pause',
  forbidden_origin: 'Refusé : requête venant d’un autre site',
  engine_error: 'Le jeu n’a pas pu appliquer ce coup',
  internal: 'Erreur du serveur : réessayez dans un instant',
  method_not_allowed: 'Cette action n’est pas disponible ici',
  rematch_declined: 'Un joueur a refusé la revanche',
  not_finished: 'Disponible une fois la partie terminée',
  not_started: 'La partie n’a pas encore commencé',
  payload_too_large: 'Trop de données en une requête',
  invalid_token: 'Ce lien n’est pas valide (déjà utilisé, expiré ou remplacé)',
  not_invited: 'Cette place est réservée à un joueur invité',
  rate_limited: 'Trop de requêtes : patientez un instant',
  wrong_password: 'Mot de passe incorrect',
  open_match_limit: 'Vous avez déjà autant de parties ouvertes en attente de joueurs que permis (publiques et privées comptées à part)',
  correction_limit: 'Vous gardez déjà autant de jeux de corrections que permis',
  reliability_too_low: 'Votre fiabilité est inférieure au minimum demandé par cette partie',
  left_match: 'Vous avez quitté cette partie',
  no_proposal: 'Aucune proposition en cours',
  proposal_pending: 'Une autre proposition est en cours',
};
