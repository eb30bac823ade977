// ps_3_0: sincos in the shader-model-3 form, .x, .y and .xy masks, for a rotating UV
ps_3_0
dcl_texcoord0 v0.xy
dcl_2d s0
def c0, 0.15915494, 0.5, 6.2831853, -3.14159265
mov r6, c1                   // time
mul r0.x, r6.x, c0.x
add r0.x, r0.x, c0.y
frc r0.x, r0.x
mad r0.x, r0.x, c0.z, c0.w
sincos r1.xy, r0.x
sincos r2.x, r0.x
sincos r2.y, r0.x
add r3.xy, v0, -c0.y
mul r4.x, r3.x, r1.x
mad r4.x, -r3.y, r1.y, r4.x
mul r4.y, r3.x, r2.y
mad r4.y, r3.y, r2.x, r4.y
add r4.xy, r4, c0.y
texld r5, r4, s0
mov oC0, r5
