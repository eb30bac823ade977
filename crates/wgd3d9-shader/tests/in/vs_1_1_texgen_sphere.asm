// vs_1_1: sphere-map texture generation from the view-space reflection vector
vs_1_1
dcl_position v0
dcl_normal v1
def c12, 0.5, 1.0, 2.0, 0.0
m4x4 oPos, v0, c0
m4x3 r0.xyz, v0, c4          // view-space position
m3x3 r1.xyz, v1, c8          // view-space normal
dp3 r2.x, r0, r0
rsq r2.x, r2.x
mul r0.xyz, r0, r2.x         // unit eye vector
dp3 r3.x, r0, r1
add r3.x, r3.x, r3.x         // 2 (E.N)
mad r4.xyz, r1, -r3.x, r0    // R = E - 2 (E.N) N
add r4.z, r4.z, c12.y
dp3 r5.x, r4, r4
rsq r5.x, r5.x
mul r5.x, r5.x, c12.x
mad oT0.xy, r4, r5.x, c12.x
