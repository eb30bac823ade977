struct Output {
    @location(0) out0_: vec4<f32>,
}

@group(0) @binding(1) 
var<uniform> consts: array<vec4<u32>, 256>;
@group(1) @binding(0) 
var t0_: texture_2d<f32>;
@group(1) @binding(1) 
var s0_: sampler;

@fragment 
fn main(@location(24) @interpolate(flat) constant_index: u32, @location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var v2_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();

    let _e11 = textureSample(t0_, s0_, in0_.xy);
    let _e12 = in1_.xyz;
    let _e13 = in1_.xyz;
    let _e15 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
    let _e19 = select((_e12 * _e13), _e15, ((_e12 == _e15) | (_e13 == _e15)));
    let _e24 = ((_e19.x + _e19.y) + _e19.z);
    v0_ = in0_;
    v1_ = in1_;
    v2_ = in2_;
    r0_ = _e11;
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), select((in1_ * vec4(inverseSqrt(_e24))), vec4<f32>(0f, 0f, 0f, 0f), (_e24 == 0f)), vec4<bool>(true, true, true, false));
    r2_ = vec4<f32>(0f, 0f, 0f, 1f);
    if true {
        let _e40 = r1_;
        let _e44 = consts[(constant_index + 1u)];
        let _e46 = _e40.xyz;
        let _e47 = bitcast<vec4<f32>>(_e44).xyz;
        let _e49 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e53 = select((_e46 * _e47), _e49, ((_e46 == _e49) | (_e47 == _e49)));
        let _e62 = r3_;
        let _e64 = select(_e62, saturate(vec4(((_e53.x + _e53.y) + _e53.z))), vec4<bool>(true, false, false, false));
        let _e65 = _e64.xxxx;
        let _e69 = consts[(constant_index + 2u)];
        let _e70 = bitcast<vec4<f32>>(_e69);
        let _e71 = r2_;
        r3_ = _e64;
        r2_ = select(_e71, (select((_e65 * _e70), vec4<f32>(0f, 0f, 0f, 0f), ((_e65 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e70 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e71), vec4<bool>(true, true, true, false));
    }
    if true {
        let _e82 = consts[(constant_index + 3u)];
        let _e84 = v2_;
        let _e88 = r4_;
        let _e89 = select(_e88, (bitcast<vec4<f32>>(_e82) + -(_e84)), vec4<bool>(true, true, true, false));
        let _e90 = _e89.xyz;
        let _e91 = _e89.xyz;
        let _e93 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e97 = select((_e90 * _e91), _e93, ((_e90 == _e93) | (_e91 == _e93)));
        let _e102 = ((_e97.x + _e97.y) + _e97.z);
        let _e109 = r5_;
        let _e110 = select(_e109, select((_e89 * vec4(inverseSqrt(_e102))), vec4<f32>(0f, 0f, 0f, 0f), (_e102 == 0f)), vec4<bool>(true, true, true, false));
        let _e111 = r1_;
        let _e112 = _e111.xyz;
        let _e113 = _e110.xyz;
        let _e115 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e119 = select((_e112 * _e113), _e115, ((_e112 == _e115) | (_e113 == _e115)));
        let _e127 = r3_;
        let _e128 = select(_e127, saturate(vec4(((_e119.x + _e119.y) + _e119.z))), vec4<bool>(true, false, false, false));
        let _e129 = _e128.xxxx;
        let _e133 = consts[(constant_index + 4u)];
        let _e134 = bitcast<vec4<f32>>(_e133);
        let _e135 = r2_;
        r4_ = _e89;
        r5_ = _e110;
        r3_ = _e128;
        r2_ = select(_e135, (select((_e129 * _e134), vec4<f32>(0f, 0f, 0f, 0f), ((_e129 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e134 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e135), vec4<bool>(true, true, true, false));
    }
    if false {
        let _e147 = consts[(constant_index + 5u)];
        let _e149 = v2_;
        let _e152 = r4_;
        let _e153 = select(_e152, (bitcast<vec4<f32>>(_e147) + -(_e149)), vec4<bool>(true, true, true, false));
        let _e154 = _e153.xyz;
        let _e155 = _e153.xyz;
        let _e157 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e161 = select((_e154 * _e155), _e157, ((_e154 == _e157) | (_e155 == _e157)));
        let _e169 = select(_e153, vec4(((_e161.x + _e161.y) + _e161.z)), vec4<bool>(false, false, false, true));
        let _e174 = select(_e169, vec4(inverseSqrt(abs(_e169.w))), vec4<bool>(false, false, false, true));
        let _e175 = _e174.wwww;
        let _e181 = r5_;
        let _e182 = select(_e181, select((_e174 * _e175), vec4<f32>(0f, 0f, 0f, 0f), ((_e174 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e175 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false));
        let _e183 = r1_;
        let _e184 = _e183.xyz;
        let _e185 = _e182.xyz;
        let _e187 = vec4<f32>(0f, 0f, 0f, 0f).xyz;
        let _e191 = select((_e184 * _e185), _e187, ((_e184 == _e187) | (_e185 == _e187)));
        let _e199 = r3_;
        let _e200 = select(_e199, saturate(vec4(((_e191.x + _e191.y) + _e191.z))), vec4<bool>(true, false, false, false));
        let _e201 = _e200.xxxx;
        let _e202 = _e174.wwww;
        let _e208 = select(_e200, select((_e201 * _e202), vec4<f32>(0f, 0f, 0f, 0f), ((_e201 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e202 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, false, false, false));
        let _e209 = _e208.xxxx;
        let _e213 = consts[(constant_index + 6u)];
        let _e214 = bitcast<vec4<f32>>(_e213);
        let _e215 = r2_;
        r4_ = _e174;
        r5_ = _e182;
        r3_ = _e208;
        r2_ = select(_e215, (select((_e209 * _e214), vec4<f32>(0f, 0f, 0f, 0f), ((_e209 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e214 == vec4<f32>(0f, 0f, 0f, 0f)))) + _e215), vec4<bool>(true, true, true, false));
    }
    let _e223 = r0_;
    let _e224 = r2_;
    return Output(select(_e223, select((_e223 * _e224), vec4<f32>(0f, 0f, 0f, 0f), ((_e223 == vec4<f32>(0f, 0f, 0f, 0f)) | (_e224 == vec4<f32>(0f, 0f, 0f, 0f)))), vec4<bool>(true, true, true, false)));
}
