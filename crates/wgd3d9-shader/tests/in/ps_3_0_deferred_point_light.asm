// ps_3_0 benchmark: deferred point light reading the G-buffer at vPos, reconstructing position from depth, skipping pixels outside the radius
ps_3_0
dcl vPos.xy
dcl_texcoord0 v0.xyz         // view ray through the pixel (far plane)
dcl_2d s0                    // albedo
dcl_2d s1                    // normal (spheremap) + spec
dcl_2d s2                    // linear depth
dcl_cube s3                  // cube shadow map (distance in r)
def c0, 0.5, 4.0, 2.0, 1.0
def c1, 0.0, 0.0, 0.0, 0.0
// c2 = (1/width, 1/height, half-texel x, half-texel y), c3 light view-space position (w = 1/radius),
// c4 light colour, c5 (shininess, cone cos outer, 1/(cos inner - cos outer), shadow bias), c6 spot direction, c7 inverse view (rows c7..c9)
mov r0, c2
mad r1.xy, vPos, r0, r0.zw   // screen uv
texld r2, r1, s2
mul r3.xyz, v0, r2.x         // view-space position
add r4.xyz, c3, -r3
dp3 r4.w, r4, r4
rsq r5.x, r4.w
rcp r5.y, r5.x
mul r5.z, r5.y, c3.w
add_sat r5.z, c0.w, -r5.z    // linear falloff
mul r5.z, r5.z, r5.z
texld r6, r1, s0
texld r7, r1, s1
mov r8, c1
if_gt r5.z, c1.x
    // spheremap decode: f = dot(e, e), n.xy = e * sqrt(1 - f/4), n.z = 1 - f/2
    mad r9.xy, r7, c0.y, -c0.z
    dp2add r9.z, r9, r9, c1.x
    mul r10.x, r9.z, -c0.x
    mad r10.x, r10.x, c0.x, c0.w
    rsq r10.y, r10.x
    rcp r10.y, r10.y
    mul r11.xy, r9, r10.y
    mad r11.z, r9.z, -c0.x, c0.w
    nrm r12.xyz, r11
    mul r13.xyz, r4, r5.x        // L
    dp3_sat r14.x, r12, r13
    nrm r15.xyz, -r3             // V
    add r16.xyz, r13, r15
    nrm r17.xyz, r16
    dp3_sat r14.y, r12, r17
    pow r14.z, r14.y, c5.x
    mul r14.z, r14.z, r7.z
    // spot cone
    dp3 r18.x, -r13, c6
    mov r19, c5
    add r18.x, r18.x, -r19.y
    mul_sat r18.x, r18.x, r19.z
    // cube shadow: distance from the light in world space
    m3x3 r20.xyz, -r4, c7
    mov r20.w, c1.x
    texldl r21, r20, s3
    add r21.x, r21.x, r19.w
    add r21.x, r21.x, -r5.y
    cmp r21.x, r21.x, c0.w, r8.x     // r8 is still zero here
    mul r18.x, r18.x, r21.x
    mul r5.z, r5.z, r18.x
    mul r14.xz, r14, r5.z
    mul r8.xyz, r6, r14.x
    add r8.xyz, r8, r14.z
    mul r8.xyz, r8, c4
endif
mov oC0, r8
