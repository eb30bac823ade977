// ps_3_0 benchmark: G-buffer fill to four render targets, normal-mapped, spheremap-encoded normal, alpha-tested, view depth
ps_3_0
dcl_texcoord0 v0.xy          // uv
dcl_texcoord1 v1.xyz         // world normal
dcl_texcoord2 v2             // world tangent (w = handedness)
dcl_texcoord3 v3.xyz         // view-space position
dcl_2d s0                    // albedo + alpha
dcl_2d s1                    // normal map
dcl_2d s2                    // specular (r), gloss (g), metal (b)
dcl_2d s3                    // emissive
def c0, 2.0, -1.0, 0.0, 1.0
def c1, 0.5, 0.4, 8.0, 0.0
// c2 view matrix rows in c2..c4 (3x3), c5 = (1/far)
texld r0, v0, s0
add r1, r0.w, -c1.y
texkill r1
texld r2, v0, s1
texld r3, v0, s2
texld r4, v0, s3
mad r2.xyz, r2, c0.x, c0.y
nrm r5.xyz, v1
nrm r6.xyz, v2
crs r7.xyz, r5, r6
mul r7.xyz, r7, v2.w
mul r8.xyz, r2.x, r6
mad r8.xyz, r2.y, r7, r8
mad r8.xyz, r2.z, r5, r8
m3x3 r9.xyz, r8, c2          // to view space
nrm r10.xyz, r9
// spheremap transform encode
mad r11.x, r10.z, c1.z, c1.z
rsq r11.x, r11.x
mul r11.xy, r10, r11.x
add r11.xy, r11, c1.x
// depth
mul r12.x, v3.z, c5.x
// outputs
mov oC0.xyz, r0
mov oC0.w, r3.z
mov oC1.xy, r11
mov oC1.zw, r3.xyxy
mov oC2, r12.x
mul oC3.xyz, r4, r4.w
mov oC3.w, c0.w
