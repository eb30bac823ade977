struct Constants {
    c: array<vec4<f32>, 34>,
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

@fragment 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();

    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    let _e29 = textureSample(t0_, s0_, in0_.xy);
    r0_ = _e29;
    let _e30 = in1_.xyz;
    let _e31 = in1_.xyz;
    let _e33 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e37 = select((_e30 * _e31), _e33, ((_e30 == _e33) | (_e31 == _e33)));
    let _e42 = ((_e37.x + _e37.y) + _e37.z);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e42))), vec4<f32>(0f, 0f, 0f, 0f), (_e42 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e52 = r1_;
        let _e55 = consts.c[1];
        let _e56 = _e52.xyz;
        let _e57 = _e55.xyz;
        let _e59 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e63 = select((_e56 * _e57), _e59, ((_e56 == _e59) | (_e57 == _e59)));
        let _e71 = r3_;
        let _e73 = select(_e71, saturate(vec4(((_e63.x + _e63.y) + _e63.z))), vec4<bool>(true, false, false, false));
        r3_ = _e73;
        let _e74 = _e73.xxxx;
        let _e77 = consts.c[2];
        let _e78 = r2_;
        r2_ = select(_e78, (select((_e74 * _e77), vec4<f32>(0f, 0f, 0f, 0f), ((_e74 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e77 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e78), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e88 = consts.c[3];
        let _e89 = v2_;
        let _e92 = r4_;
        let _e93 = select(_e92, (_e88 + -(_e89)), vec4<bool>(true, true, true, false));
        r4_ = _e93;
        let _e94 = _e93.xyz;
        let _e95 = _e93.xyz;
        let _e97 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e101 = select((_e94 * _e95), _e97, ((_e94 == _e97) | (_e95 == _e97)));
        let _e106 = ((_e101.x + _e101.y) + _e101.z);
        let _e112 = r5_;
        let _e113 = select(_e112, select((_e93 * vec4(inverseSqrt(_e106))), vec4<f32>(0f, 0f, 0f, 0f), (_e106 == 0f)), vec4<bool>(true, true, true, false));
        r5_ = _e113;
        let _e114 = r1_;
        let _e115 = _e114.xyz;
        let _e116 = _e113.xyz;
        let _e118 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e122 = select((_e115 * _e116), _e118, ((_e115 == _e118) | (_e116 == _e118)));
        let _e130 = r3_;
        let _e131 = select(_e130, saturate(vec4(((_e122.x + _e122.y) + _e122.z))), vec4<bool>(true, false, false, false));
        r3_ = _e131;
        let _e132 = _e131.xxxx;
        let _e135 = consts.c[4];
        let _e136 = r2_;
        r2_ = select(_e136, (select((_e132 * _e135), vec4<f32>(0f, 0f, 0f, 0f), ((_e132 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e135 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e136), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e147 = consts.c[5];
        let _e148 = v2_;
        let _e151 = r4_;
        let _e152 = select(_e151, (_e147 + -(_e148)), vec4<bool>(true, true, true, false));
        r4_ = _e152;
        let _e153 = _e152.xyz;
        let _e154 = _e152.xyz;
        let _e156 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e160 = select((_e153 * _e154), _e156, ((_e153 == _e156) | (_e154 == _e156)));
        let _e168 = select(_e152, vec4(((_e160.x + _e160.y) + _e160.z)), vec4<bool>(false, false, false, true));
        r4_ = _e168;
        let _e174 = select(_e168, vec4(inverseSqrt(abs(_e168.wwww.x))), vec4<bool>(false, false, false, true));
        r4_ = _e174;
        let _e175 = _e174.wwww;
        let _e181 = r5_;
        let _e182 = select(_e181, select((_e174 * _e175), vec4<f32>(0f, 0f, 0f, 0f), ((_e174 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e175 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        r5_ = _e182;
        let _e183 = r1_;
        let _e184 = _e183.xyz;
        let _e185 = _e182.xyz;
        let _e187 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e191 = select((_e184 * _e185), _e187, ((_e184 == _e187) | (_e185 == _e187)));
        let _e199 = r3_;
        let _e200 = select(_e199, saturate(vec4(((_e191.x + _e191.y) + _e191.z))), vec4<bool>(true, false, false, false));
        r3_ = _e200;
        let _e201 = _e200.xxxx;
        let _e202 = _e174.wwww;
        let _e208 = select(_e200, select((_e201 * _e202), vec4<f32>(0f, 0f, 0f, 0f), ((_e201 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e202 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        r3_ = _e208;
        let _e209 = _e208.xxxx;
        let _e212 = consts.c[6];
        let _e213 = r2_;
        r2_ = select(_e213, (select((_e209 * _e212), vec4<f32>(0f, 0f, 0f, 0f), ((_e209 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e212 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e213), vec4<bool>(true, true, true, false));
    }
    let _e221 = r0_;
    let _e222 = r2_;
    let _e228 = select(_e221, select((_e221 * _e222), vec4<f32>(0f, 0f, 0f, 0f), ((_e221 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e222 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
    r0_ = _e228;
    o0_ = _e228;
    return Output(_e228);
}
