// ps_3_0 benchmark: HDR resolve with bloom, eye adaptation from a 1x1 luminance texture, filmic curve, vignette, volume LUT grading and vPos dither
ps_3_0
dcl_texcoord0 v0.xy
dcl vPos.xy
dcl_2d s0                    // HDR scene
dcl_2d s1                    // bloom
dcl_2d s2                    // average luminance (1x1)
dcl_volume s3                // colour grading LUT
dcl_2d s4                    // blue-noise dither
def c0, 0.2126, 0.7152, 0.0722, 0.0001
def c1, 0.15, 0.5, 0.1, 0.2          // filmic A B C D
def c2, 0.02, 0.3, 11.2, 0.18        // filmic E F, white point, key
def c3, 0.5, 1.0, 0.0, 0.9375        // centre, one, zero, LUT scale
def c4, 0.03125, 0.0039215, 0.0078125, 1.2   // LUT offset, 1/255, 1/128 (dither texel), vignette strength
// c5 = (bloom intensity, aberration strength, sharpen amount)
texld r0, v0, s0
texld r1, v0, s1
// lateral chromatic aberration: red and blue sampled at scaled radii
mov r15, c5
add r16.xy, v0, -c3.x
mul r17.xy, r16, r15.y
add r18.xy, v0, r17
texld r19, r18, s0
add r18.xy, v0, -r17
texld r20, r18, s0
mov r0.x, r19.x
mov r0.z, r20.z
// unsharp mask against the bloom (blurred) image
add r21.xyz, r0, -r1
mad r0.xyz, r21, r15.z, r0
max r0.xyz, r0, c3.z
mad r0.xyz, r1, r15.x, r0
mov r2.xy, c3.x
texld r2, r2, s2             // adapted average luminance
add r2.x, r2.x, c0.w
rcp r2.x, r2.x
mul r2.x, r2.x, c2.w         // exposure = key / avg
mul r0.xyz, r0, r2.x
// Uncharted 2 filmic curve f(x) = ((x(Ax+CB)+DE) / (x(Ax+B)+DF)) - E/F
mov r3, c1
mul r4.x, r3.z, r3.y         // CB
mul r4.y, r3.w, c2.x         // DE
mul r4.z, r3.w, c2.y         // DF
mov r5, c2
rcp r4.w, r5.y
mul r4.w, r4.w, r5.x         // E/F
mad r6.xyz, r0, r3.x, r4.x
mad r6.xyz, r6, r0, r4.y
mad r7.xyz, r0, r3.x, r3.y
mad r7.xyz, r7, r0, r4.z
rcp r7.x, r7.x
rcp r7.y, r7.y
rcp r7.z, r7.z
mad r6.xyz, r6, r7, -r4.w
// same curve at the white point
mad r8.x, r5.z, r3.x, r4.x
mul r8.x, r8.x, r5.z
add r8.x, r8.x, r4.y
mad r8.y, r5.z, r3.x, r3.y
mul r8.y, r8.y, r5.z
add r8.y, r8.y, r4.z
rcp r8.y, r8.y
mad r8.x, r8.x, r8.y, -r4.w
rcp r8.x, r8.x
mul_sat r6.xyz, r6, r8.x
// vignette
add r9.xy, v0, -c3.x
dp2add r9.x, r9, r9, c3.z
mul r9.x, r9.x, -c4.w
add_sat r9.x, r9.x, c3.y
mul r6.xyz, r6, r9.x
// LUT grading
mul r10.xyz, r6, c3.w
add r10.xyz, r10, c4.x
mov r10.w, c3.z
texld r11, r10, s3
// dither
mul r12.xy, vPos, c4.z
texld r13, r12, s4
mad r13.xyz, r13, c4.y, -c4.y
add r11.xyz, r11, r13
dp3 r11.w, r6, c0            // luma in alpha (for FXAA)
mov oC0, r11
