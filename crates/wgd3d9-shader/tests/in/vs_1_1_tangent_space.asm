// vs_1_1: normal-mapping setup; light vector rotated into tangent space and biased into oD0
vs_1_1
dcl_position v0
dcl_normal v1
dcl_tangent v2
dcl_binormal v3
dcl_texcoord v4
def c8, 0.5, 0.5, 0.5, 1.0
m4x4 oPos, v0, c0
add r0, c4, -v0              // light vector (object space)
dp3 r1.w, r0, r0
rsq r1.w, r1.w
mul r0, r0, r1.w
dp3 r2.x, r0, v2             // tangent
dp3 r2.y, r0, v3             // binormal
dp3 r2.z, r0, v1             // normal
mov r2.w, c8.w
mad oD0, r2, c8, c8          // pack [-1,1] into [0,1]
mov oT0.xy, v4               // normal map
mov oT1.xy, v4               // base map
