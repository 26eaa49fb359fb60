//! The player's rating: Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012).
//!
//! A [`Rating`] is a rating on the ladder's Elo scale ([`ladder`](super::ladder)), its deviation
//! (the uncertainty: the "± 90" shown beside it) and its volatility (how erratic the player's
//! results are). [`Rating::update`] takes one rating period's results, each against an opponent of
//! known rating and deviation; the page makes every rated game and every first try at a puzzle a
//! period of its own, so the rating moves after each. A period without results widens the
//! deviation ([`Rating::idle`]).
//!
//! Invariants: the deviation stays within [`MIN_DEVIATION`]..=[`START_DEVIATION`] and the
//! volatility is positive, so a long absence never makes a rating meaningless and a long run of
//! results never makes it frozen.

/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's deviation: the most it can be.
pub const START_DEVIATION: f64 = 350.0;
/// The smallest deviation: a player's rating can always still move.
pub const MIN_DEVIATION: f64 = 40.0;
/// A new player's volatility.
pub const START_VOLATILITY: f64 = 0.06;
/// The system constant that limits how fast the volatility changes (Glickman suggests 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// Glicko-2's scale factor between the Elo scale and its own.
const SCALE: f64 = 173.7178;
/// The convergence tolerance of the volatility's iteration.
const EPSILON: f64 = 1e-6;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating, on the ladder's Elo scale.
    pub rating: f64,
    /// The rating deviation (one standard deviation of the estimate).
    pub deviation: f64,
    /// The volatility.
    pub volatility: f64,
}

/// One result of a rating period.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The opponent's (or the puzzle's) rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// 1 for a win (a puzzle solved), 0.5 for a draw, 0 for a loss.
    pub score: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
        }
    }
}

/// Glicko-2's `g`: how much a result against an uncertain opponent counts.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// The expected score against an opponent at `mu_j` with deviation `phi_j` (Glicko-2 scale).
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one period with `results` (the period passes idle when there is none).
    ///
    /// ```
    /// use ethello_model::training::glicko::{Rating, Outcome};
    /// // Glickman's worked example: 1500 ± 200 after a win and two losses.
    /// let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
    /// let r = |rating, deviation, score| Outcome { rating, deviation, score };
    /// let after = player.update(&[r(1400.0, 30.0, 1.0), r(1550.0, 100.0, 0.0), r(1700.0, 300.0, 0.0)]);
    /// assert!((after.rating - 1464.06).abs() < 0.01, "{}", after.rating);
    /// assert!((after.deviation - 151.52).abs() < 0.01, "{}", after.deviation);
    /// assert!((after.volatility - 0.05999).abs() < 1e-5);
    /// ```
    pub fn update(self, results: &[Outcome]) -> Rating {
        if results.is_empty() {
            return self.idle();
        }
        let mu = (self.rating - START_RATING) / SCALE;
        let phi = self.deviation / SCALE;
        let scaled: Vec<(f64, f64, f64)> = results
            .iter()
            .map(|r| {
                (
                    (r.rating - START_RATING) / SCALE,
                    r.deviation / SCALE,
                    r.score,
                )
            })
            .collect();
        let inv_v: f64 = scaled
            .iter()
            .map(|&(mu_j, phi_j, _)| {
                let e = expected(mu, mu_j, phi_j);
                g(phi_j).powi(2) * e * (1.0 - e)
            })
            .sum();
        let v = 1.0 / inv_v;
        let gain: f64 = scaled
            .iter()
            .map(|&(mu_j, phi_j, s)| g(phi_j) * (s - expected(mu, mu_j, phi_j)))
            .sum();
        let delta = v * gain;
        let sigma = new_volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * gain;
        Rating {
            rating: mu_new * SCALE + START_RATING,
            deviation: (phi_new * SCALE).clamp(MIN_DEVIATION, START_DEVIATION),
            volatility: sigma,
        }
    }

    /// The rating after a period with no result: the same rating, a wider deviation.
    pub fn idle(self) -> Rating {
        let phi = self.deviation / SCALE;
        let widened = (phi * phi + self.volatility * self.volatility).sqrt() * SCALE;
        Rating {
            deviation: widened.clamp(MIN_DEVIATION, START_DEVIATION),
            ..self
        }
    }

    /// The rating and deviation as a player reads them: "1480 ± 90".
    ///
    /// ```
    /// use ethello_model::training::glicko::Rating;
    /// assert_eq!(Rating::default().shown(), "1500 ± 350");
    /// ```
    pub fn shown(self) -> String {
        format!(
            "{} ± {}",
            self.rating.round() as i64,
            self.deviation.round() as i64
        )
    }
}

/// The new volatility (step 5 of Glickman's paper: the Illinois algorithm).
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut lo = a;
    let mut hi = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_lo, mut f_hi) = (f(lo), f(hi));
    for _ in 0..100 {
        if (hi - lo).abs() <= EPSILON {
            break;
        }
        let c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
        let f_c = f(c);
        if f_c * f_hi <= 0.0 {
            lo = hi;
            f_lo = f_hi;
        } else {
            f_lo /= 2.0;
        }
        hi = c;
        f_hi = f_c;
    }
    (lo / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_against_a_stronger_opponent_raises_more_than_against_a_weaker() {
        let p = Rating::default();
        let win = |rating| {
            p.update(&[Outcome {
                rating,
                deviation: 50.0,
                score: 1.0,
            }])
        };
        assert!(win(1800.0).rating > win(1200.0).rating);
        assert!(win(1200.0).rating > p.rating);
        assert!(win(1200.0).deviation < p.deviation);
    }

    #[test]
    fn an_idle_period_widens_the_deviation_up_to_its_start() {
        let p = Rating {
            deviation: 100.0,
            ..Rating::default()
        };
        assert!(p.idle().deviation > 100.0);
        assert_eq!(p.idle().rating, p.rating);
        let mut q = p;
        for _ in 0..10_000 {
            q = q.idle();
        }
        assert_eq!(q.deviation, START_DEVIATION);
    }
}
