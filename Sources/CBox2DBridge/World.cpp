// The C face of Box2D 2.4 for MotionDynamics (see include/CBox2DBridge.h). Each world owns a b2World
// with zero gravity, the per-body accelerations UIKit's gravity needs, the contact filter of UIKit's
// collision groups and the list of contact events of the steps since the caller last read them.
#include "CBox2DBridge.h"

#include <box2d/box2d.h>

#include <cfloat>
#include <cmath>
#include <new>
#include <string>
#include <vector>

namespace {

/// What a body carries for the bridge: the caller's tag, its collision groups, its own acceleration.
struct BodyInfo {
    int32_t tag = 0;
    uint64_t items = 0;
    uint64_t boundaries = 0;
    b2Vec2 acceleration = b2Vec2(0.0f, 0.0f);
};

/// A fixture's group (-1: an item's own shape; else the collision group owning this boundary) and tag,
/// packed into the fixture's user-data word.
uintptr_t packFixture(int32_t group, int32_t tag) {
    return (uintptr_t(uint32_t(group)) << 32) | uintptr_t(uint32_t(tag));
}
int32_t fixtureGroup(const b2Fixture *f) { return int32_t(uint32_t(const_cast<b2Fixture *>(f)->GetUserData().pointer >> 32)); }
int32_t fixtureTag(const b2Fixture *f) { return int32_t(uint32_t(const_cast<b2Fixture *>(f)->GetUserData().pointer & 0xffffffffu)); }
BodyInfo *info(const b2Body *b) { return reinterpret_cast<BodyInfo *>(const_cast<b2Body *>(b)->GetUserData().pointer); }

/// Every number from the caller passes through here before Box2D sees it: NaN and infinities become 0,
/// magnitudes are clamped to `limit` (a NaN or an overflow inside Box2D spreads to every body it
/// touches and never leaves).
float fin(float v, float limit) {
    if (!std::isfinite(v)) return 0.0f;
    return v > limit ? limit : (v < -limit ? -limit : v);
}
b2Vec2 finVec(float x, float y, float limit) { return b2Vec2(fin(x, limit), fin(y, limit)); }

// Limits, in Box2D's units (metres, kilograms, seconds).
constexpr float kPosition = 1.0e6f;      // 100,000 km of points at 100 points a metre
constexpr float kVelocity = 1.0e4f;
constexpr float kAcceleration = 1.0e5f;
constexpr float kForce = 1.0e9f;
constexpr float kAngle = 1.0e6f;
constexpr float kMaterial = 1.0e6f;

b2Body *body(MLB2Body *b) { return reinterpret_cast<b2Body *>(b); }
const b2Body *body(const MLB2Body *b) { return reinterpret_cast<const b2Body *>(b); }
b2Joint *joint(MLB2Joint *j) { return reinterpret_cast<b2Joint *>(j); }

} // namespace

struct MLB2World final : public b2ContactFilter, public b2ContactListener {
    b2World world;
    std::vector<MLB2ContactEvent> events;

    MLB2World() : world(b2Vec2(0.0f, 0.0f)) {
        world.SetContactFilter(this);
        world.SetContactListener(this);
        world.SetAllowSleeping(true);
        world.SetContinuousPhysics(true);
    }

    ~MLB2World() override {
        std::vector<BodyInfo *> infos;
        for (b2Body *b = world.GetBodyList(); b; b = b->GetNext()) infos.push_back(info(b));
        world.SetContactListener(nullptr);
        world.SetContactFilter(nullptr);
        // b2World's destructor frees bodies, shapes and joints without callbacks.
        for (BodyInfo *i : infos) delete i;
    }

    /// UIKit's collision groups: items collide when they share a group; an item meets a boundary when
    /// it is in the group that owns the boundary; boundaries never meet each other.
    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        int32_t ga = fixtureGroup(a), gb = fixtureGroup(b);
        const BodyInfo *ia = info(a->GetBody()), *ib = info(b->GetBody());
        if (!ia || !ib) return false;
        if (ga >= 0 && gb >= 0) return false;
        if (ga >= 0) return gb < 0 && ga < 64 && ((ib->boundaries >> ga) & 1u);
        if (gb >= 0) return gb < 64 && ((ia->boundaries >> gb) & 1u);
        return (ia->items & ib->items) != 0;
    }

    void record(b2Contact *contact, bool began) {
        b2Fixture *fa = contact->GetFixtureA(), *fb = contact->GetFixtureB();
        const BodyInfo *ia = info(fa->GetBody()), *ib = info(fb->GetBody());
        MLB2ContactEvent e;
        e.began = began ? 1 : 0;
        e.bodyTagA = ia ? ia->tag : -1;
        e.bodyTagB = ib ? ib->tag : -1;
        e.fixtureTagA = fixtureGroup(fa) >= 0 ? fixtureTag(fa) : -1;
        e.fixtureTagB = fixtureGroup(fb) >= 0 ? fixtureTag(fb) : -1;
        e.x = 0.0f; e.y = 0.0f;
        if (began && contact->GetManifold()->pointCount > 0) {
            b2WorldManifold m;
            contact->GetWorldManifold(&m);
            e.x = m.points[0].x; e.y = m.points[0].y;
        }
        events.push_back(e);
    }

    void BeginContact(b2Contact *contact) override { record(contact, true); }
    void EndContact(b2Contact *contact) override { record(contact, false); }

    /// Against a boundary an item's own friction and elasticity apply (Box2D would mix them with the
    /// boundary's: the square root of the frictions' product, the larger restitution).
    void PreSolve(b2Contact *contact, const b2Manifold *) override {
        b2Fixture *fa = contact->GetFixtureA(), *fb = contact->GetFixtureB();
        b2Fixture *item = nullptr;
        if (fixtureGroup(fa) >= 0) item = fb; else if (fixtureGroup(fb) >= 0) item = fa;
        if (!item) return;
        contact->SetFriction(item->GetFriction());
        contact->SetRestitution(item->GetRestitution());
    }
};

extern "C" {

MLB2World *mlb2_world_create(void) { return new (std::nothrow) MLB2World(); }

void mlb2_world_destroy(MLB2World *world) { delete world; }

void mlb2_world_step(MLB2World *world, float dt, int32_t velocityIterations, int32_t positionIterations) {
    if (!world || !(dt > 0.0f)) return;
    for (b2Body *b = world->world.GetBodyList(); b; b = b->GetNext()) {
        if (b->GetType() != b2_dynamicBody || !b->IsAwake()) continue;
        const BodyInfo *i = info(b);
        if (!i || (i->acceleration.x == 0.0f && i->acceleration.y == 0.0f)) continue;
        b->ApplyForceToCenter(b->GetMass() * i->acceleration, false);
    }
    world->world.Step(dt, velocityIterations, positionIterations);
}

int32_t mlb2_world_awake_count(const MLB2World *world) {
    if (!world) return 0;
    int32_t n = 0;
    for (const b2Body *b = world->world.GetBodyList(); b; b = b->GetNext())
        if (b->GetType() == b2_dynamicBody && b->IsAwake()) n++;
    return n;
}

int32_t mlb2_world_body_count(const MLB2World *world) { return world ? world->world.GetBodyCount() : 0; }

int32_t mlb2_world_event_count(const MLB2World *world) { return world ? int32_t(world->events.size()) : 0; }
const MLB2ContactEvent *mlb2_world_events(const MLB2World *world) {
    return world && !world->events.empty() ? world->events.data() : nullptr;
}
void mlb2_world_clear_events(MLB2World *world) { if (world) world->events.clear(); }

MLB2Body *mlb2_body_create(MLB2World *world, MLB2BodyType type, float x, float y, float angle, int32_t tag) {
    if (!world) return nullptr;
    BodyInfo *i = new (std::nothrow) BodyInfo();
    if (!i) return nullptr;
    i->tag = tag;
    b2BodyDef def;
    def.type = type == MLB2BodyDynamic ? b2_dynamicBody : type == MLB2BodyKinematic ? b2_kinematicBody : b2_staticBody;
    def.position = finVec(x, y, kPosition);
    def.angle = fin(angle, kAngle);
    def.userData.pointer = reinterpret_cast<uintptr_t>(i);
    return reinterpret_cast<MLB2Body *>(world->world.CreateBody(&def));
}

void mlb2_body_destroy(MLB2World *world, MLB2Body *b) {
    if (!world || !b) return;
    BodyInfo *i = info(body(b));
    world->world.DestroyBody(body(b));  // reports ended contacts, which read the info
    delete i;
}

void mlb2_body_set_type(MLB2Body *b, MLB2BodyType type) {
    if (!b) return;
    body(b)->SetType(type == MLB2BodyDynamic ? b2_dynamicBody : type == MLB2BodyKinematic ? b2_kinematicBody : b2_staticBody);
}

void mlb2_body_set_transform(MLB2Body *b, float x, float y, float angle) {
    if (b) body(b)->SetTransform(finVec(x, y, kPosition), fin(angle, kAngle));
}

void mlb2_body_set_velocity(MLB2Body *b, float vx, float vy, float w) {
    if (!b) return;
    body(b)->SetLinearVelocity(finVec(vx, vy, kVelocity));
    body(b)->SetAngularVelocity(fin(w, kVelocity));
}

MLB2BodyState mlb2_body_state(const MLB2Body *b) {
    MLB2BodyState s = {0, 0, 0, 0, 0, 0, 0};
    if (!b) return s;
    const b2Body *d = body(b);
    b2Vec2 p = d->GetPosition(), v = d->GetLinearVelocity();
    s.x = p.x; s.y = p.y; s.angle = d->GetAngle();
    s.vx = v.x; s.vy = v.y; s.angularVelocity = d->GetAngularVelocity();
    s.awake = d->IsAwake() ? 1 : 0;
    return s;
}

void mlb2_bodies_state(MLB2Body *const *bodies, int32_t count, MLB2BodyState *out) {
    if (!bodies || !out) return;
    for (int32_t k = 0; k < count; k++) out[k] = mlb2_body_state(bodies[k]);
}

float mlb2_body_mass(const MLB2Body *b) { return b ? body(b)->GetMass() : 0.0f; }
float mlb2_body_inertia(const MLB2Body *b) { return b ? body(b)->GetInertia() : 0.0f; }

void mlb2_body_set_damping(MLB2Body *b, float linear, float angular) {
    if (!b) return;
    body(b)->SetLinearDamping(b2Max(fin(linear, kMaterial), 0.0f));
    body(b)->SetAngularDamping(b2Max(fin(angular, kMaterial), 0.0f));
}

void mlb2_body_set_fixed_rotation(MLB2Body *b, bool fixed) { if (b) body(b)->SetFixedRotation(fixed); }
void mlb2_body_set_awake(MLB2Body *b, bool awake) { if (b) body(b)->SetAwake(awake); }

void mlb2_body_set_acceleration(MLB2Body *b, float ax, float ay) {
    if (!b) return;
    if (BodyInfo *i = info(body(b))) i->acceleration = finVec(ax, ay, kAcceleration);
}

void mlb2_body_apply_force(MLB2Body *b, float fx, float fy, float px, float py, bool wake) {
    if (b) body(b)->ApplyForce(finVec(fx, fy, kForce), finVec(px, py, kPosition), wake);
}

void mlb2_body_apply_impulse(MLB2Body *b, float ix, float iy, float px, float py) {
    if (b) body(b)->ApplyLinearImpulse(finVec(ix, iy, kForce), finVec(px, py, kPosition), true);
}

void mlb2_body_apply_torque(MLB2Body *b, float torque, bool wake) { if (b) body(b)->ApplyTorque(fin(torque, kForce), wake); }

void mlb2_body_set_collision_groups(MLB2Body *b, uint64_t items, uint64_t boundaries) {
    if (!b) return;
    BodyInfo *i = info(body(b));
    if (!i || (i->items == items && i->boundaries == boundaries)) return;
    i->items = items;
    i->boundaries = boundaries;
    // Contacts are filtered when they begin: existing ones are checked again at the next step.
    for (b2Fixture *f = body(b)->GetFixtureList(); f; f = f->GetNext()) f->Refilter();
}

void mlb2_body_remove_fixtures(MLB2World *world, MLB2Body *b) {
    if (!world || !b) return;
    b2Body *d = body(b);
    while (b2Fixture *f = d->GetFixtureList()) d->DestroyFixture(f);
}

static void addShape(b2Body *d, const b2Shape &shape, float density, float friction, float restitution) {
    b2FixtureDef def;
    def.shape = &shape;
    def.density = b2Max(fin(density, kMaterial), 1.0e-6f);
    def.friction = b2Max(fin(friction, kMaterial), 0.0f);
    def.restitution = b2Max(fin(restitution, kMaterial), 0.0f);
    def.userData.pointer = packFixture(-1, -1);
    d->CreateFixture(&def);
}

bool mlb2_body_add_polygon(MLB2Body *b, const MLB2Vec *points, int32_t count, float density, float friction, float restitution) {
    if (!b || !points || count < 3 || count > b2_maxPolygonVertices) return false;
    b2Vec2 v[b2_maxPolygonVertices];
    for (int32_t k = 0; k < count; k++) v[k] = finVec(points[k].x, points[k].y, kPosition);
    // b2PolygonShape::Set welds close points and takes the convex hull; it falls back to a unit box when
    // fewer than three points remain, which would be a wrong shape: check the area first.
    float area = 0.0f;
    for (int32_t k = 0; k < count; k++) area += b2Cross(v[k], v[(k + 1) % count]);
    if (!(area * area > 4.0f * b2_linearSlop * b2_linearSlop * b2_linearSlop * b2_linearSlop)) return false;
    b2PolygonShape shape;
    shape.Set(v, count);
    if (shape.m_count < 3) return false;
    addShape(body(b), shape, density, friction, restitution);
    return true;
}

void mlb2_body_add_circle(MLB2Body *b, float cx, float cy, float radius, float density, float friction, float restitution) {
    radius = fin(radius, kPosition);
    if (!b || !(radius > 0.0f)) return;
    b2CircleShape shape;
    shape.m_p = finVec(cx, cy, kPosition);
    shape.m_radius = radius;
    addShape(body(b), shape, density, friction, restitution);
}

void mlb2_body_add_edge(MLB2Body *b, float x1, float y1, float x2, float y2, int32_t group, int32_t tag) {
    if (!b || group < 0) return;
    b2Vec2 p1 = finVec(x1, y1, kPosition), p2 = finVec(x2, y2, kPosition);
    if (b2DistanceSquared(p1, p2) < b2_linearSlop * b2_linearSlop) return;
    b2EdgeShape shape;
    shape.SetTwoSided(p1, p2);
    // Half Box2D's slop as the edge's skin (not b2_polygonRadius): resting shapes overlap it by the slop,
    // so an item whose own surface is half the slop outside its visual edge rests exactly on the line,
    // from either side of a two-sided boundary.
    shape.m_radius = 0.5f * b2_linearSlop;
    b2FixtureDef def;
    def.shape = &shape;
    def.friction = 0.0f;
    def.restitution = 0.0f;
    def.userData.pointer = packFixture(group, tag);
    body(b)->CreateFixture(&def);
}

void mlb2_body_remove_edges(MLB2Body *b, int32_t tag) {
    if (!b) return;
    b2Body *d = body(b);
    b2Fixture *f = d->GetFixtureList();
    while (f) {
        b2Fixture *next = f->GetNext();
        if (fixtureGroup(f) >= 0 && fixtureTag(f) == tag) d->DestroyFixture(f);
        f = next;
    }
}

void mlb2_body_set_material(MLB2Body *b, float density, float friction, float restitution) {
    if (!b) return;
    b2Body *d = body(b);
    density = b2Max(fin(density, kMaterial), 1.0e-6f);
    friction = b2Max(fin(friction, kMaterial), 0.0f);
    restitution = b2Max(fin(restitution, kMaterial), 0.0f);
    bool changed = false;
    for (b2Fixture *f = d->GetFixtureList(); f; f = f->GetNext()) {
        if (fixtureGroup(f) >= 0) continue;
        if (f->GetDensity() != density) { f->SetDensity(density); changed = true; }
        f->SetFriction(friction);
        f->SetRestitution(restitution);
    }
    if (changed) d->ResetMassData();
}

MLB2Joint *mlb2_joint_distance(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchorA, MLB2Vec anchorB,
                               float length, float minLength, float maxLength, float stiffness, float damping) {
    if (!world || !a || !b || a == b) return nullptr;
    b2DistanceJointDef def;
    def.Initialize(body(a), body(b), finVec(anchorA.x, anchorA.y, kPosition), finVec(anchorB.x, anchorB.y, kPosition));
    def.minLength = b2Max(fin(minLength, kPosition), 0.0f);
    def.maxLength = b2Max(fin(maxLength, kPosition), def.minLength);
    def.length = b2Clamp(fin(length, kPosition), def.minLength, def.maxLength);
    def.stiffness = b2Max(fin(stiffness, kForce), 0.0f);
    def.damping = b2Max(fin(damping, kForce), 0.0f);
    return reinterpret_cast<MLB2Joint *>(world->world.CreateJoint(&def));
}

void mlb2_joint_distance_set(MLB2Joint *j, float length, float minLength, float maxLength, float stiffness, float damping) {
    if (!j) return;
    b2DistanceJoint *d = static_cast<b2DistanceJoint *>(joint(j));
    minLength = b2Max(fin(minLength, kPosition), 0.0f);
    maxLength = b2Max(fin(maxLength, kPosition), minLength);
    // Box2D clamps the minimum to the current maximum: open the range first.
    d->SetMaxLength(FLT_MAX);
    d->SetMinLength(minLength);
    d->SetMaxLength(maxLength);
    d->SetLength(b2Clamp(fin(length, kPosition), minLength, maxLength));
    d->SetStiffness(b2Max(fin(stiffness, kForce), 0.0f));
    d->SetDamping(b2Max(fin(damping, kForce), 0.0f));
    d->GetBodyA()->SetAwake(true);
    d->GetBodyB()->SetAwake(true);
}

MLB2Joint *mlb2_joint_mouse(MLB2World *world, MLB2Body *ground, MLB2Body *b, MLB2Vec target,
                            float maxForce, float stiffness, float damping) {
    if (!world || !ground || !b || ground == b) return nullptr;
    b2MouseJointDef def;
    def.bodyA = body(ground);
    def.bodyB = body(b);
    def.target = body(b)->GetPosition();
    def.maxForce = b2Max(fin(maxForce, kForce), 0.0f);
    def.stiffness = b2Max(fin(stiffness, kForce), 0.0f);
    def.damping = b2Max(fin(damping, kForce), 0.0f);
    b2MouseJoint *m = static_cast<b2MouseJoint *>(world->world.CreateJoint(&def));
    m->SetTarget(finVec(target.x, target.y, kPosition));
    return reinterpret_cast<MLB2Joint *>(m);
}

MLB2Joint *mlb2_joint_mouse_at(MLB2World *world, MLB2Body *ground, MLB2Body *b, MLB2Vec bodyPoint, MLB2Vec target,
                               float maxForce, float stiffness, float damping) {
    if (!world || !ground || !b || ground == b) return nullptr;
    b2MouseJointDef def;
    def.bodyA = body(ground);
    def.bodyB = body(b);
    def.target = finVec(bodyPoint.x, bodyPoint.y, kPosition);  // fixes the joint's point on the body
    def.maxForce = b2Max(fin(maxForce, kForce), 0.0f);
    def.stiffness = b2Max(fin(stiffness, kForce), 0.0f);
    def.damping = b2Max(fin(damping, kForce), 0.0f);
    b2MouseJoint *m = static_cast<b2MouseJoint *>(world->world.CreateJoint(&def));
    m->SetTarget(finVec(target.x, target.y, kPosition));
    return reinterpret_cast<MLB2Joint *>(m);
}

void mlb2_joint_mouse_set(MLB2Joint *j, MLB2Vec target, float maxForce, float stiffness, float damping) {
    if (!j) return;
    b2MouseJoint *m = static_cast<b2MouseJoint *>(joint(j));
    m->SetMaxForce(b2Max(fin(maxForce, kForce), 0.0f));
    m->SetStiffness(b2Max(fin(stiffness, kForce), 0.0f));
    m->SetDamping(b2Max(fin(damping, kForce), 0.0f));
    m->SetTarget(finVec(target.x, target.y, kPosition));  // wakes the body when the target moves
}

MLB2Joint *mlb2_joint_revolute(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchor,
                               bool limit, float lower, float upper, float maxMotorTorque) {
    if (!world || !a || !b || a == b) return nullptr;
    b2RevoluteJointDef def;
    def.Initialize(body(a), body(b), finVec(anchor.x, anchor.y, kPosition));
    lower = fin(lower, kAngle); upper = fin(upper, kAngle);
    def.enableLimit = limit && lower <= upper;
    def.lowerAngle = lower;
    def.upperAngle = upper;
    maxMotorTorque = b2Max(fin(maxMotorTorque, kForce), 0.0f);
    def.enableMotor = maxMotorTorque > 0.0f;
    def.motorSpeed = 0.0f;
    def.maxMotorTorque = maxMotorTorque;
    return reinterpret_cast<MLB2Joint *>(world->world.CreateJoint(&def));
}

MLB2Joint *mlb2_joint_prismatic(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchor, MLB2Vec axis,
                                bool limit, float lower, float upper, float maxMotorForce) {
    if (!world || !a || !b || a == b) return nullptr;
    b2Vec2 ax = finVec(axis.x, axis.y, kPosition);
    if (ax.Normalize() < b2_epsilon) ax.Set(1.0f, 0.0f);
    b2PrismaticJointDef def;
    def.Initialize(body(a), body(b), finVec(anchor.x, anchor.y, kPosition), ax);
    lower = fin(lower, kPosition); upper = fin(upper, kPosition);
    def.enableLimit = limit && lower <= upper;
    def.lowerTranslation = lower;
    def.upperTranslation = upper;
    maxMotorForce = b2Max(fin(maxMotorForce, kForce), 0.0f);
    def.enableMotor = maxMotorForce > 0.0f;
    def.motorSpeed = 0.0f;
    def.maxMotorForce = maxMotorForce;
    return reinterpret_cast<MLB2Joint *>(world->world.CreateJoint(&def));
}

MLB2Joint *mlb2_joint_weld(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchor) {
    if (!world || !a || !b || a == b) return nullptr;
    b2WeldJointDef def;
    def.Initialize(body(a), body(b), finVec(anchor.x, anchor.y, kPosition));
    return reinterpret_cast<MLB2Joint *>(world->world.CreateJoint(&def));
}

void mlb2_joint_destroy(MLB2World *world, MLB2Joint *j) {
    if (world && j) world->world.DestroyJoint(joint(j));
}

void mlb2_linear_stiffness(float frequency, float dampingRatio, const MLB2Body *a, const MLB2Body *b,
                           float *stiffness, float *damping) {
    float k = 0.0f, c = 0.0f;
    if (a && b) b2LinearStiffness(k, c, b2Max(fin(frequency, kMaterial), 0.0f), b2Max(fin(dampingRatio, kMaterial), 0.0f), body(a), body(b));
    if (stiffness) *stiffness = k;
    if (damping) *damping = c;
}

void mlb2_angular_stiffness(float frequency, float dampingRatio, const MLB2Body *a, const MLB2Body *b,
                            float *stiffness, float *damping) {
    float k = 0.0f, c = 0.0f;
    if (a && b) b2AngularStiffness(k, c, b2Max(fin(frequency, kMaterial), 0.0f), b2Max(fin(dampingRatio, kMaterial), 0.0f), body(a), body(b));
    if (stiffness) *stiffness = k;
    if (damping) *damping = c;
}

const char *mlb2_version(void) {
    static const std::string text = std::to_string(b2_version.major) + "." + std::to_string(b2_version.minor) + "."
        + std::to_string(b2_version.revision);
    return text.c_str();
}

} // extern "C"
