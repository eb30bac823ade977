// vs_2_0: squared-exponential fog, exp of -(d*z)^2 written to oFog
vs_2_0
dcl_position v0
dcl_texcoord0 v1
def c8, 1.442695, 0.0, 1.0, 0.0
m4x4 r0, v0, c0
mov oPos, r0
dp4 r1.x, v0, c6             // view-space depth
mul r1.x, r1.x, c7.x         // * density
mul r1.x, r1.x, r1.x
mul r1.x, r1.x, -c8.x
exp r1.x, r1.x
max r1.x, r1.x, c8.y
min oFog, r1.x, c8.z
mov oT0.xy, v1
