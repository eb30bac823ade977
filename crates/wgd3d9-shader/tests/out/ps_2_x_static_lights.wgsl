struct Immediates {
    vs: u32,
    ps: u32,
}

struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
var<immediate> imm: Immediates;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();

    let _e4 = imm.ps;
    let _e13 = textureSample(t0_, s0_, in0_.xy);
    let _e14 = in1_.xyz;
    let _e15 = in1_.xyz;
    let _e17 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e21 = select((_e14 * _e15), _e17, ((_e14 == _e17) | (_e15 == _e17)));
    let _e26 = ((_e21.x + _e21.y) + _e21.z);
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    r0_ = _e13;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e26))), vec4<f32>(0f, 0f, 0f, 0f), (_e26 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e42 = r1_;
        let _e46 = consts[(_e4 + 1u)];
        let _e48 = _e42.xyz;
        let _e49 = bitcast<vec4<f32>>(_e46).xyz;
        let _e51 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e55 = select((_e48 * _e49), _e51, ((_e48 == _e51) | (_e49 == _e51)));
        let _e64 = r3_;
        let _e66 = select(_e64, saturate(vec4(((_e55.x + _e55.y) + _e55.z))), vec4<bool>(true, false, false, false));
        let _e67 = _e66.xxxx;
        let _e71 = consts[(_e4 + 2u)];
        let _e72 = bitcast<vec4<f32>>(_e71);
        let _e73 = r2_;
        r3_ = _e66;
        r2_ = select(_e73, (select((_e67 * _e72), vec4<f32>(0f, 0f, 0f, 0f), ((_e67 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e72 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e73), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e84 = consts[(_e4 + 3u)];
        let _e86 = v2_;
        let _e90 = r4_;
        let _e91 = select(_e90, (bitcast<vec4<f32>>(_e84) + -(_e86)), vec4<bool>(true, true, true, false));
        let _e92 = _e91.xyz;
        let _e93 = _e91.xyz;
        let _e95 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e99 = select((_e92 * _e93), _e95, ((_e92 == _e95) | (_e93 == _e95)));
        let _e104 = ((_e99.x + _e99.y) + _e99.z);
        let _e111 = r5_;
        let _e112 = select(_e111, select((_e91 * vec4(inverseSqrt(_e104))), vec4<f32>(0f, 0f, 0f, 0f), (_e104 == 0f)), vec4<bool>(true, true, true, false));
        let _e113 = r1_;
        let _e114 = _e113.xyz;
        let _e115 = _e112.xyz;
        let _e117 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e121 = select((_e114 * _e115), _e117, ((_e114 == _e117) | (_e115 == _e117)));
        let _e129 = r3_;
        let _e130 = select(_e129, saturate(vec4(((_e121.x + _e121.y) + _e121.z))), vec4<bool>(true, false, false, false));
        let _e131 = _e130.xxxx;
        let _e135 = consts[(_e4 + 4u)];
        let _e136 = bitcast<vec4<f32>>(_e135);
        let _e137 = r2_;
        r4_ = _e91;
        r5_ = _e112;
        r3_ = _e130;
        r2_ = select(_e137, (select((_e131 * _e136), vec4<f32>(0f, 0f, 0f, 0f), ((_e131 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e136 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e137), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e149 = consts[(_e4 + 5u)];
        let _e151 = v2_;
        let _e154 = r4_;
        let _e155 = select(_e154, (bitcast<vec4<f32>>(_e149) + -(_e151)), vec4<bool>(true, true, true, false));
        let _e156 = _e155.xyz;
        let _e157 = _e155.xyz;
        let _e159 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e163 = select((_e156 * _e157), _e159, ((_e156 == _e159) | (_e157 == _e159)));
        let _e171 = select(_e155, vec4(((_e163.x + _e163.y) + _e163.z)), vec4<bool>(false, false, false, true));
        let _e176 = select(_e171, vec4(inverseSqrt(abs(_e171.w))), vec4<bool>(false, false, false, true));
        let _e177 = _e176.wwww;
        let _e183 = r5_;
        let _e184 = select(_e183, select((_e176 * _e177), vec4<f32>(0f, 0f, 0f, 0f), ((_e176 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e177 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        let _e185 = r1_;
        let _e186 = _e185.xyz;
        let _e187 = _e184.xyz;
        let _e189 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e193 = select((_e186 * _e187), _e189, ((_e186 == _e189) | (_e187 == _e189)));
        let _e201 = r3_;
        let _e202 = select(_e201, saturate(vec4(((_e193.x + _e193.y) + _e193.z))), vec4<bool>(true, false, false, false));
        let _e203 = _e202.xxxx;
        let _e204 = _e176.wwww;
        let _e210 = select(_e202, select((_e203 * _e204), vec4<f32>(0f, 0f, 0f, 0f), ((_e203 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e204 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e211 = _e210.xxxx;
        let _e215 = consts[(_e4 + 6u)];
        let _e216 = bitcast<vec4<f32>>(_e215);
        let _e217 = r2_;
        r4_ = _e176;
        r5_ = _e184;
        r3_ = _e210;
        r2_ = select(_e217, (select((_e211 * _e216), vec4<f32>(0f, 0f, 0f, 0f), ((_e211 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e216 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e217), vec4<bool>(true, true, true, false));
    }
    let _e225 = r0_;
    let _e226 = r2_;
    return Output(select(_e225, select((_e225 * _e226), vec4<f32>(0f, 0f, 0f, 0f), ((_e225 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e226 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
