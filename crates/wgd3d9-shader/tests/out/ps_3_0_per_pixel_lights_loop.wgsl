struct Constants {
    c: array<vec4<f32>, 225>,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: Constants;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;
@group(1) @binding(2) 
var t1_: texture_2d<f32>;
@group(1) @binding(3) 
var s1_: sampler;
@group(1) @binding(4) 
var t2_: texture_2d<f32>;
@group(1) @binding(5) 
var s2_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>, @location(4) in4_: vec4<f32>, @location(5) in5_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var r6_: vec4<f32> = vec4<f32>();
    var r7_: vec4<f32> = vec4<f32>();
    var r8_: vec4<f32> = vec4<f32>();
    var r9_: vec4<f32> = vec4<f32>();
    var r10_: vec4<f32> = vec4<f32>();
    var r11_: vec4<f32> = vec4<f32>();
    var r12_: vec4<f32> = vec4<f32>();
    var r13_: vec4<f32> = vec4<f32>();
    var r14_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v: array<vec4<f32>, 6> = array<vec4<f32>, 6>();
    var loop_count: i32;
    var loop_step: i32;

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    v[4] = in4_;
    let _e56 = v[5];
    v[5] = select(_e56, in5_, vec4<bool>(true, true, true, false));
    let _e60 = v[0];
    let _e62 = textureSample(t0_, s0_, _e60.xy);
    r0_ = _e62;
    let _e64 = v[0];
    let _e66 = textureSample(t1_, s1_, _e64.xy);
    r1_ = _e66;
    let _e68 = v[0];
    let _e70 = textureSample(t2_, s2_, _e68.xy);
    r2_ = _e70;
    let _e75 = select(_e66, ((_e66 * vec4<f32>(2f, -1f, 0f, 1f).xxxx) + vec4<f32>(2f, -1f, 0f, 1f).yyyy), vec4<bool>(true, true, true, false));
    r1_ = _e75;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e75 * vec4(inverseSqrt(dot(_e75.xyz, _e75.xyz)))), vec4<bool>(true, true, true, false));
    let _e84 = v[5];
    r4_ = select(vec4<f32>(0f, 0f, 0f, 0f), (_e84 * vec4(inverseSqrt(dot(_e84.xyz, _e84.xyz)))), vec4<bool>(true, true, true, false));
    let _e96 = select(vec4<f32>(0f, 0f, 0f, 0f), (_e70.yyyy * vec4<f32>(80f, 0.25f, 0.5f, 0f).xxxx), vec4<bool>(true, false, false, false));
    r5_ = _e96;
    let _e97 = _e96.xxxx;
    let _e98 = vec4<f32>(2f, -1f, 0f, 1f).wwww;
    r5_ = select(_e96, select(_e98, _e97, (_e97 >= _e98)), vec4<bool>(true, false, false, false));
    r6_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    r7_ = vec4<f32>(2f, -1f, 0f, 1f).zzzz;
    let _e107 = vec4<i32>(4i, 1i, 1i, 0i);
    loop_count = clamp(_e107.x, 0i, 255i);
    loop_step = _e107.z;
    r14_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e107.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e118 = loop_count;
        if (_e118 <= 0i) {
            break;
        }
        loop_count = (_e118 - 1i);
        let _e121 = r14_;
        let _e126 = v[(i32(_e121.x) + 0i)];
        r8_ = _e126;
        let _e131 = r9_;
        let _e132 = select(_e131, vec4(dot(_e126.xyz, _e126.xyz)), vec4<bool>(true, false, false, false));
        r9_ = _e132;
        let _e138 = select(_e132, vec4(inverseSqrt(abs(_e132.xxxx.x))), vec4<bool>(true, false, false, false));
        r9_ = _e138;
        let _e141 = select(_e126, (_e126 * _e138.xxxx), vec4<bool>(true, true, true, false));
        r8_ = _e141;
        let _e147 = select(_e138, saturate((_e141.wwww * _e138.xxxx)), vec4<bool>(false, true, false, false));
        r9_ = _e147;
        let _e148 = r3_;
        let _e155 = select(_e147, saturate(vec4(dot(_e148.xyz, _e141.xyz))), vec4<bool>(false, false, true, false));
        r9_ = _e155;
        let _e159 = select(_e155, (_e155.zzzz * _e155.yyyy), vec4<bool>(false, false, true, false));
        r9_ = _e159;
        let _e160 = r6_;
        r6_ = (_e160 + _e159.zzzz);
        let _e163 = r4_;
        let _e165 = r10_;
        let _e166 = select(_e165, (_e141 + _e163), vec4<bool>(true, true, true, false));
        r10_ = _e166;
        let _e173 = r11_;
        let _e174 = select(_e173, (_e166 * vec4(inverseSqrt(dot(_e166.xyz, _e166.xyz)))), vec4<bool>(true, true, true, false));
        r11_ = _e174;
        let _e181 = select(_e159, saturate(vec4(dot(_e148.xyz, _e174.xyz))), vec4<bool>(false, false, false, true));
        r9_ = _e181;
        let _e184 = r5_;
        let _e190 = select(_e181, vec4(pow(abs(_e181.wwww.x), _e184.xxxx.x)), vec4<bool>(false, false, false, true));
        r9_ = _e190;
        let _e194 = select(_e190, (_e190.wwww * _e190.yyyy), vec4<bool>(false, false, false, true));
        r9_ = _e194;
        let _e195 = r7_;
        r7_ = (_e195 + _e194.wwww);
        let _e198 = loop_step;
        r14_ = select(_e121, vec4((_e121.x + f32(_e198))), vec4<bool>(true, false, false, false));
    }
    let _e204 = r6_;
    let _e207 = consts.c[2];
    let _e209 = select(_e204, (_e204 * _e207), vec4<bool>(true, true, true, false));
    r6_ = _e209;
    let _e210 = r7_;
    let _e213 = consts.c[3];
    let _e215 = select(_e210, (_e210 * _e213), vec4<bool>(true, true, true, false));
    r7_ = _e215;
    let _e216 = r2_;
    let _e220 = consts.c[4];
    let _e222 = r12_;
    let _e223 = select(_e222, (_e216.xxxx * _e220), vec4<bool>(true, true, true, false));
    r12_ = _e223;
    let _e225 = select(_e209, (_e209 + _e223), vec4<bool>(true, true, true, false));
    r6_ = _e225;
    let _e226 = r0_;
    let _e228 = r13_;
    let _e229 = select(_e228, (_e226 * _e225), vec4<bool>(true, true, true, false));
    r13_ = _e229;
    let _e233 = select(_e229, ((_e215 * _e216.yyyy) + _e229), vec4<bool>(true, true, true, false));
    r13_ = _e233;
    let _e235 = select(_e233, _e226.wwww, vec4<bool>(false, false, false, true));
    r13_ = _e235;
    o0_ = _e235;
    return Output(_e235);
}
