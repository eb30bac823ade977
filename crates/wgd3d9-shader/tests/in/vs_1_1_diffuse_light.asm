// vs_1_1: directional diffuse lighting (m3x3 normal transform, dp3, max, mad) into oD0
vs_1_1
dcl_position v0
dcl_normal v1
def c8, 0.0, 0.5, 1.0, 2.0
m4x4 oPos, v0, c0
m3x3 r0.xyz, v1, c4          // world-space normal, c4..c6 = world matrix
dp3 r1.x, r0, -c7            // N . -L
max r1.x, r1.x, c8.x         // clamp to zero
mul r2, r1.x, c9             // light colour
add oD0, r2, c10             // plus ambient
