// vs_1_1: projective shadow-map texcoords from a light matrix plus the eye depth in oT1
vs_1_1
dcl_position v0
dcl_normal v1
def c12, 0.5, -0.5, 0.5, 1.0
m4x4 oPos, v0, c0
m4x4 r0, v0, c4              // light clip space
mul r1.xy, r0, c12.xy        // scale to texture space
mad r1.xy, r0.w, c12.z, r1   // bias by w
mov r1.zw, r0
mov oT0, r1
dp4 oT1.x, v0, c8            // light-space depth
dp3 r2.x, v1, c9
max oD0, r2.x, c10
