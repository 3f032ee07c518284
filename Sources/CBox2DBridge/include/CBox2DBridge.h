#ifndef MOTIONLAB_CBOX2DBRIDGE_H
#define MOTIONLAB_CBOX2DBRIDGE_H
/*
 * A C face for Box2D 2.4 (C++, Debian's libbox2d-dev), so Swift modules reach the engine without C++
 * interoperability (which every dependent package would then have to enable). MotionDynamics is its only
 * user. Units are Box2D's: metres, kilograms, seconds, radians; MotionDynamics converts from points.
 *
 * Handles are opaque pointers owned by their world: a body or joint is valid until it is destroyed or
 * its world is. Every function tolerates a NULL handle by doing nothing (returning zero values).
 */
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct MLB2World MLB2World;
typedef struct MLB2Body MLB2Body;
typedef struct MLB2Joint MLB2Joint;

typedef struct MLB2Vec {
    float x, y;
} MLB2Vec;

typedef enum MLB2BodyType {
    MLB2BodyStatic = 0,
    MLB2BodyKinematic = 1,
    MLB2BodyDynamic = 2,
} MLB2BodyType;

/* A body's pose and motion after a step. */
typedef struct MLB2BodyState {
    float x, y, angle;
    float vx, vy, angularVelocity;
    int32_t awake;
} MLB2BodyState;

/* One contact that began or ended, in the order Box2D reported it. Tags are the caller's: a body's tag
   names its item, a fixture's tag names a boundary (or is -1 for an item's own shape). */
typedef struct MLB2ContactEvent {
    int32_t began;
    int32_t bodyTagA, bodyTagB;
    int32_t fixtureTagA, fixtureTagB;
    /* The first contact point (world), for contacts that began. */
    float x, y;
} MLB2ContactEvent;

/* Worlds. Gravity is zero: every acceleration is per body (mlb2_body_set_acceleration). */
MLB2World *mlb2_world_create(void);
void mlb2_world_destroy(MLB2World *world);
/* One fixed step: per-body accelerations are applied (without waking sleeping bodies), then
   b2World::Step(dt, velocityIterations, positionIterations). Contact events accumulate. */
void mlb2_world_step(MLB2World *world, float dt, int32_t velocityIterations, int32_t positionIterations);
/* Dynamic bodies that are awake. */
int32_t mlb2_world_awake_count(const MLB2World *world);
int32_t mlb2_world_body_count(const MLB2World *world);
/* Contact events since the last clear. */
int32_t mlb2_world_event_count(const MLB2World *world);
const MLB2ContactEvent *mlb2_world_events(const MLB2World *world);
void mlb2_world_clear_events(MLB2World *world);

/* Bodies. `tag` is returned in contact events. */
MLB2Body *mlb2_body_create(MLB2World *world, MLB2BodyType type, float x, float y, float angle, int32_t tag);
void mlb2_body_destroy(MLB2World *world, MLB2Body *body);
void mlb2_body_set_type(MLB2Body *body, MLB2BodyType type);
void mlb2_body_set_transform(MLB2Body *body, float x, float y, float angle);
void mlb2_body_set_velocity(MLB2Body *body, float vx, float vy, float angularVelocity);
MLB2BodyState mlb2_body_state(const MLB2Body *body);
/* States of `count` bodies into `out` (one call a step instead of one a body). */
void mlb2_bodies_state(MLB2Body *const *bodies, int32_t count, MLB2BodyState *out);
float mlb2_body_mass(const MLB2Body *body);
float mlb2_body_inertia(const MLB2Body *body);
void mlb2_body_set_damping(MLB2Body *body, float linear, float angular);
void mlb2_body_set_fixed_rotation(MLB2Body *body, bool fixed);
void mlb2_body_set_awake(MLB2Body *body, bool awake);
/* An acceleration (m/s²) applied at every step to this body alone (UIKit's gravity is per item). */
void mlb2_body_set_acceleration(MLB2Body *body, float ax, float ay);
void mlb2_body_apply_force(MLB2Body *body, float fx, float fy, float px, float py, bool wake);
void mlb2_body_apply_impulse(MLB2Body *body, float ix, float iy, float px, float py);
void mlb2_body_apply_torque(MLB2Body *body, float torque, bool wake);
/* Which collision groups the body takes part in: bit i of `items` — it collides with other items that
   have bit i; bit i of `boundaries` — it collides with boundaries owned by group i. */
void mlb2_body_set_collision_groups(MLB2Body *body, uint64_t items, uint64_t boundaries);
/* Shapes. Items' shapes (tag -1) collide by the body's groups; boundary shapes (edges) carry the
   group that owns them and a tag naming them. Polygons: 3…8 points, convex; false if degenerate. */
void mlb2_body_remove_fixtures(MLB2World *world, MLB2Body *body);
bool mlb2_body_add_polygon(MLB2Body *body, const MLB2Vec *points, int32_t count, float density, float friction, float restitution);
void mlb2_body_add_circle(MLB2Body *body, float cx, float cy, float radius, float density, float friction, float restitution);
void mlb2_body_add_edge(MLB2Body *body, float x1, float y1, float x2, float y2, int32_t group, int32_t tag);
void mlb2_body_remove_edges(MLB2Body *body, int32_t tag);
/* Density, friction and restitution of every shape of the body, then its mass. */
void mlb2_body_set_material(MLB2Body *body, float density, float friction, float restitution);

/* Joints (Box2D's). Anchors are in world coordinates at creation. */
/* A distance joint: rest `length` (a spring's, when stiffness > 0) kept within [minLength, maxLength];
   minLength == maxLength is a rigid rod. */
MLB2Joint *mlb2_joint_distance(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchorA, MLB2Vec anchorB,
                               float length, float minLength, float maxLength, float stiffness, float damping);
void mlb2_joint_distance_set(MLB2Joint *joint, float length, float minLength, float maxLength, float stiffness, float damping);
MLB2Joint *mlb2_joint_mouse(MLB2World *world, MLB2Body *ground, MLB2Body *body, MLB2Vec target,
                            float maxForce, float stiffness, float damping);
void mlb2_joint_mouse_set(MLB2Joint *joint, MLB2Vec target, float maxForce, float stiffness, float damping);
/* A mouse joint pulling the body's point now at `bodyPoint` (world) towards `target`: a spring of rest
   length zero in any direction (a zero-length distance joint has no direction within the slop). */
MLB2Joint *mlb2_joint_mouse_at(MLB2World *world, MLB2Body *ground, MLB2Body *body, MLB2Vec bodyPoint, MLB2Vec target,
                               float maxForce, float stiffness, float damping);
MLB2Joint *mlb2_joint_revolute(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchor,
                               bool limit, float lower, float upper, float maxMotorTorque);
MLB2Joint *mlb2_joint_prismatic(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchor, MLB2Vec axis,
                                bool limit, float lower, float upper, float maxMotorForce);
MLB2Joint *mlb2_joint_weld(MLB2World *world, MLB2Body *a, MLB2Body *b, MLB2Vec anchor);
void mlb2_joint_destroy(MLB2World *world, MLB2Joint *joint);
/* Box2D's b2LinearStiffness / b2AngularStiffness: a spring of `frequency` Hz and damping ratio between
   two bodies (either may be static). */
void mlb2_linear_stiffness(float frequency, float dampingRatio, const MLB2Body *a, const MLB2Body *b,
                           float *stiffness, float *damping);
void mlb2_angular_stiffness(float frequency, float dampingRatio, const MLB2Body *a, const MLB2Body *b,
                            float *stiffness, float *damping);

/* The linked Box2D's version ("2.4.1"). */
const char *mlb2_version(void);

#ifdef __cplusplus
}
#endif
#endif
