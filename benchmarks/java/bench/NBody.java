package bench;

import common.Benchmark;
import common.Failure;

/**
 * The classic n-body simulation of the Sun and the four giant planets (symplectic Euler
 * steps of 0.01 days, initial conditions as published with the Computer Language Benchmarks
 * Game). The inner size is the number of steps. Checks: the initial energy, conservation of
 * energy to 1e-3 relative (symplectic Euler keeps the error bounded), and, for step counts in the reference table, the exact final
 * energy (Java floating point is strict, so it is the same on every correct VM).
 */
public final class NBody extends Benchmark {
    static final double PI = 3.141592653589793;
    static final double SOLAR_MASS = 4 * PI * PI;
    static final double DAYS_PER_YEAR = 365.24;
    static final double INITIAL_ENERGY = -0.16907516382852447;

    /** steps, Double.doubleToLongBits(final energy) (computed once on HotSpot). */
    static final long[] REFERENCE = {
        1, -4628112449364680564L, // -0.16907495402506745
        10, -4628112518983498576L, // -0.16907302171469984
        100, -4628113320960463446L, // -0.1690507623824094
        1000, -4628111993556820055L, // -0.169087605234606
        2000, -4628112569958665800L, // -0.16907160686959144
        5000, -4628114429278693235L, // -0.16902000037197631
        10000, -4628114557509056556L, // -0.16901644126443094
        20000, -4628111933838344568L, // -0.16908926275526803
        50000, -4628112337076096852L, // -0.16907807065934344
        100000, -4628112272630223338L, // -0.16907985939165887
        200000, -4628112133804856548L, // -0.16908371256962418
        250000, -4628112051788135362L, // -0.1690859889909308
        500000, -4628111670687221932L, // -0.1690965666661507
        1000000, -4628112044740629887L, // -0.16908618459850192
    };

    static final class Body {
        double x;
        double y;
        double z;
        double vx;
        double vy;
        double vz;
        final double mass;

        Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
            this.x = x;
            this.y = y;
            this.z = z;
            this.vx = vx * DAYS_PER_YEAR;
            this.vy = vy * DAYS_PER_YEAR;
            this.vz = vz * DAYS_PER_YEAR;
            this.mass = mass * SOLAR_MASS;
        }
    }

    static Body[] system() {
        Body sun = new Body(0, 0, 0, 0, 0, 0, 1);
        Body jupiter = new Body(4.84143144246472090e+00, -1.16032004402742839e+00,
                -1.03622044471123109e-01, 1.66007664274403694e-03, 7.69901118419740425e-03,
                -6.90460016972063023e-05, 9.54791938424326609e-04);
        Body saturn = new Body(8.34336671824457987e+00, 4.12479856412430479e+00,
                -4.03523417114321381e-01, -2.76742510726862411e-03, 4.99852801234917238e-03,
                2.30417297573763929e-05, 2.85885980666130812e-04);
        Body uranus = new Body(1.28943695621391310e+01, -1.51111514016986312e+01,
                -2.23307578892655734e-01, 2.96460137564761618e-03, 2.37847173959480950e-03,
                -2.96589568540237556e-05, 4.36624404335156298e-05);
        Body neptune = new Body(1.53796971148509165e+01, -2.59193146099879641e+01,
                1.79258772950371181e-01, 2.68067772490389322e-03, 1.62824170038242295e-03,
                -9.51592254519715870e-05, 5.15138902046611451e-05);
        Body[] bodies = {sun, jupiter, saturn, uranus, neptune};
        double px = 0;
        double py = 0;
        double pz = 0;
        for (Body b : bodies) {
            px += b.vx * b.mass;
            py += b.vy * b.mass;
            pz += b.vz * b.mass;
        }
        sun.vx = -px / SOLAR_MASS;
        sun.vy = -py / SOLAR_MASS;
        sun.vz = -pz / SOLAR_MASS;
        return bodies;
    }

    static void advance(Body[] bodies, double dt) {
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * Math.sqrt(d2));
                a.vx -= dx * b.mass * mag;
                a.vy -= dy * b.mass * mag;
                a.vz -= dz * b.mass * mag;
                b.vx += dx * a.mass * mag;
                b.vy += dy * a.mass * mag;
                b.vz += dz * a.mass * mag;
            }
        }
        for (Body b : bodies) {
            b.x += dt * b.vx;
            b.y += dt * b.vy;
            b.z += dt * b.vz;
        }
    }

    static double energy(Body[] bodies) {
        double e = 0.0;
        for (int i = 0; i < bodies.length; i++) {
            Body a = bodies[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < bodies.length; j++) {
                Body b = bodies[j];
                double dx = a.x - b.x;
                double dy = a.y - b.y;
                double dz = a.z - b.z;
                e -= (a.mass * b.mass) / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    public long run(int steps) {
        Body[] bodies = system();
        double e0 = energy(bodies);
        if (e0 != INITIAL_ENERGY) {
            throw new Failure("initial energy " + e0 + ", expected " + INITIAL_ENERGY);
        }
        for (int i = 0; i < steps; i++) {
            advance(bodies, 0.01);
        }
        return Double.doubleToLongBits(energy(bodies));
    }

    private boolean warned;

    public String verify(long result, int steps) {
        double e = Double.longBitsToDouble(result);
        if (!(Math.abs(e - INITIAL_ENERGY) < 1e-3 * -INITIAL_ENERGY)) {
            return "energy drifted from " + INITIAL_ENERGY + " to " + e;
        }
        for (int i = 0; i < REFERENCE.length; i += 2) {
            if (REFERENCE[i] == steps) {
                return result == REFERENCE[i + 1] ? null
                        : "final energy " + e + ", expected " + Double.longBitsToDouble(REFERENCE[i + 1]);
            }
        }
        if (!warned) {
            warned = true;
            System.err.println("nbody: WARNING: no reference energy for " + steps
                    + " steps, only the conservation check");
        }
        return null;
    }

    public static void main(String[] args) {
        Benchmark.execute("nbody", new NBody(), args);
    }
}
